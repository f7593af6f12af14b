"""The Lua scripts of the Valkey room store: each write one atomic script, fenced by the lease.

Keys (``P`` is the prefix): a table's keys carry its code as a hash tag, ``{CODE}``, so that they
and every script of that table stay in one slot of a Valkey Cluster: ``Ptable:{CODE}`` is a hash
(``number``, ``code``, ``status``, ``config``, ``next_seq``, ``created``, ``updated``,
``fence``); ``Ptable:{CODE}:seats`` and ``Ptable:{CODE}:log`` are lists of JSON;
``Ptable:{CODE}:lease`` is ``"FENCE SERVER URL"`` with a time to live. A table's scripts name all
of its keys in ``KEYS`` (in this order: the hash, the lease, then the others) and touch no other.
Across tables: ``Pmade`` counts the tables ever made; ``Plive`` (a sorted set: code, time) lists
the tables that may still be live, for the sweep of tables left without a server (``IDLE``).

A lease is taken only when none is held: the fencing token ``fence`` grows by one each time. Every
write checks, inside Valkey and in the same atomic step, that the lease still holds the writer's
value: a server whose lease ran out (a pause, a lost network, a failover that lost a renewal) or
was taken over cannot write again, whatever its own clock says. A write also renews the lease it
proved. Each write may be sent twice (its answer lost in a failover): a second ``APPEND`` of the
same entry, a second ``CREATE`` of the same call, answer as the first did.
"""

from __future__ import annotations

from typing import Final

FENCED: Final = "FENCED"
"""The error a write answers when the writer's lease is gone."""

_CHECK: Final = """
local lease = redis.call('GET', KEYS[2])
if lease ~= ARGV[1] then
  return redis.error_reply('FENCED ' .. tostring(lease))
end
redis.call('PEXPIRE', KEYS[2], ARGV[2])
"""

CREATE: Final = """
-- KEYS: table, lease, seats, log; ARGV: number, code, config, now, server, url, lease ms, seats...
local current = redis.call('HMGET', KEYS[1], 'status', 'created', 'number')
if current[1] == 'waiting' or current[1] == 'playing' then
  if current[2] == ARGV[4] then
    local lease = redis.call('GET', KEYS[2])
    if lease and string.match(lease, '^%d+ (%S+) ') == ARGV[5] then
      return {tonumber(current[3]), lease}
    end
  end
  return {0, ''}
end
redis.call('DEL', KEYS[1], KEYS[3], KEYS[4])
redis.call('HSET', KEYS[1], 'number', ARGV[1], 'code', ARGV[2], 'status', 'waiting',
  'config', ARGV[3], 'next_seq', 1, 'created', ARGV[4], 'updated', ARGV[4], 'fence', 1)
for i = 8, #ARGV do
  redis.call('RPUSH', KEYS[3], ARGV[i])
end
local value = '1 ' .. ARGV[5] .. ' ' .. ARGV[6]
redis.call('SET', KEYS[2], value, 'PX', ARGV[7])
return {tonumber(ARGV[1]), value}
"""

CLAIM: Final = """
-- KEYS: table, lease; ARGV: server, url, lease ms
local found = redis.call('HMGET', KEYS[1], 'status', 'number')
if found[1] ~= 'waiting' and found[1] ~= 'playing' then
  return {0, ''}
end
local lease = redis.call('GET', KEYS[2])
if lease then
  local holder = string.match(lease, '^%d+ (%S+) ')
  if holder ~= ARGV[1] then
    return {-1, lease}
  end
end
local fence = redis.call('HINCRBY', KEYS[1], 'fence', 1)
local value = fence .. ' ' .. ARGV[1] .. ' ' .. ARGV[2]
redis.call('SET', KEYS[2], value, 'PX', ARGV[3])
return {tonumber(found[2]), value}
"""

APPEND: Final = (
    """
-- KEYS: table, lease, log; ARGV: lease value, lease ms, entry, seq, status, now
"""
    + _CHECK
    + """
local seq = tonumber(ARGV[4])
local next_seq = tonumber(redis.call('HGET', KEYS[1], 'next_seq'))
if next_seq == seq + 1 and redis.call('LINDEX', KEYS[3], -1) == ARGV[3] then
  return 0
end
if next_seq ~= seq then
  return redis.error_reply('SEQ expected ' .. next_seq .. ', got ' .. seq)
end
redis.call('RPUSH', KEYS[3], ARGV[3])
redis.call('HSET', KEYS[1], 'next_seq', seq + 1, 'status', ARGV[5], 'updated', ARGV[6])
return 1
"""
)

DROP_LAST: Final = (
    """
-- KEYS: table, lease, log; ARGV: lease value, lease ms, seq, next seq, now
"""
    + _CHECK
    + """
local last = redis.call('LINDEX', KEYS[3], -1)
if last and tonumber(cjson.decode(last)['seq']) == tonumber(ARGV[3]) then
  redis.call('RPOP', KEYS[3])
end
redis.call('HSET', KEYS[1], 'next_seq', ARGV[4], 'updated', ARGV[5])
return 1
"""
)

SAVE_SEAT: Final = (
    """
-- KEYS: table, lease, seats; ARGV: lease value, lease ms, index, seat, now
"""
    + _CHECK
    + """
redis.call('LSET', KEYS[3], ARGV[3], ARGV[4])
redis.call('HSET', KEYS[1], 'updated', ARGV[5])
return 1
"""
)

SET_STATUS: Final = (
    """
-- KEYS: table, lease, log, seats; ARGV: lease value, lease ms, status, now, keep ms
"""
    + _CHECK
    + """
redis.call('HSET', KEYS[1], 'status', ARGV[3], 'updated', ARGV[4])
local keep = tonumber(ARGV[5])
if keep > 0 and ARGV[3] ~= 'waiting' and ARGV[3] ~= 'playing' then
  for i = 1, 4 do
    if i ~= 2 then
      redis.call('PEXPIRE', KEYS[i], keep)
    end
  end
end
return 1
"""
)

RENEW: Final = """
-- KEYS: leases; ARGV: their values, then lease ms. The indices (from 1) of the leases lost.
local lost = {}
local ms = ARGV[#ARGV]
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[i] then
    redis.call('PEXPIRE', KEYS[i], ms)
  else
    lost[#lost + 1] = i
  end
end
return lost
"""

RELEASE: Final = """
-- KEYS: lease; ARGV: value
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""

BUCKET: Final = """
-- KEYS: bucket; ARGV: rate a second, burst, take (1) or only look (0).
-- A token bucket on Valkey's clock, shared by every server; forgotten once full again.
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'stamp')
local tokens = tonumber(saved[1]) or burst
local stamp = tonumber(saved[2]) or now
if now > stamp then
  tokens = math.min(burst, tokens + (now - stamp) * rate)
end
if tokens < 1 then
  return 0
end
if ARGV[3] == '1' then
  tokens = tokens - 1
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'stamp', tostring(now))
  local ttl = 86400000
  if rate > 0 then
    ttl = math.min(ttl, math.ceil((burst - tokens) / rate * 1000) + 1000)
  end
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return 1
"""

ENTER: Final = """
-- KEYS: servers (a sorted set: server, until when in ms), this server's connections (a hash:
-- address, count); ARGV: prefix, address, limit, server, time to live ms.
-- Counts the address's connections on every live server; adds one here if under the limit.
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[5]), ARGV[4])
local total = 0
for _, server in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')) do
  total = total + (tonumber(redis.call('HGET', ARGV[1] .. 'conns:' .. server, ARGV[2])) or 0)
end
if total >= tonumber(ARGV[3]) then
  return 0
end
redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 1
"""

LEAVE: Final = """
-- KEYS: this server's connections; ARGV: address
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
end
return 1
"""

ALIVE: Final = """
-- KEYS: servers, this server's connections; ARGV: server, time to live ms
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1
"""

IDLE: Final = """
-- KEYS: table, lease, log, seats; ARGV: cutoff (seconds), now, keep ms.
-- Ends a live table that no server holds and nothing changed since the cutoff (its people never
-- came back): 1; a finished one: 2 (it leaves the live list); a held or recent one: 0.
local table = redis.call('HMGET', KEYS[1], 'status', 'updated')
if table[1] ~= 'waiting' and table[1] ~= 'playing' then
  return 2
end
if tonumber(table[2]) > tonumber(ARGV[1]) or redis.call('EXISTS', KEYS[2]) == 1 then
  return 0
end
redis.call('HSET', KEYS[1], 'status', 'ended', 'updated', ARGV[2])
local keep = tonumber(ARGV[3])
if keep > 0 then
  for _, key in ipairs({KEYS[1], KEYS[3], KEYS[4]}) do
    redis.call('PEXPIRE', key, keep)
  end
end
return 1
"""
