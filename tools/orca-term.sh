#!/usr/bin/env bash
# orca-term.sh - hear Talking Yahtzee in a real VTE terminal through the REAL Orca screen reader
# (Debian 12: orca 43.1) under Xvfb, and capture as text what Orca speaks (`make orca-term`).
# Xvfb, D-Bus, the AT-SPI bus, a PulseAudio null sink, speech-dispatcher and Orca with a new
# user's settings; tools/orca_term.py compares what Orca said with what the game meant to say.
#
# Usage:  orca-term.sh [gnome|xfce4] [plain|full] [RUN_NAME]
#   Opens the terminal (80x24) with a bash prompt, types "yz" + Enter (a wrapper running
#   .venv/bin/yahtzee --players Ann --seed 5 --lang en --transcript FIFO [--full-screen]) as a blind
#   user would, then presses KEYS with xdotool.
# Env knobs: LAB (/tmp/orca-term/lab), DISP (97), GAME (the project checkout with .venv; default: the
#            current folder: run it from the project root after make play), GEOM (80x24),
#            KEYS ("r 1 3 r d Down Down Return Return r End Return r c a Down Return": xdotool key
#            names; "WAIT" = wait until speech is idle, "SLEEP:n" = sleep n s,
#            "RESIZE:WxH" = resize the window to W x H pixels),
#            KEY_PAUSE (1.5 s between keys; "wait" = next key once speech is idle, at most ~19 s),
#            PREFILL=N (run `seq N` first, so the screen is full and scrolls from the game's first line),
#            PAD_LINES=N (the wrapper prints N empty lines before the game), LAUNCH=1 (the game is
#            the terminal's own command, as a launcher starts it: nothing typed), PLAYERS (Ann; e.g.
#            "Ann,Robo:good"), EXTRA_ARGS (more game options), INSTALL=1 (apt-get install first),
#            SCORED=NAME (check that NAME's score was heard whole, lines a key cut told again).
# Outputs in $LAB/<RUN_NAME>/:
#   orca-debug.log  Orca's debug log;        spoken.tsv   every SPEECH OUTPUT: <time>\t<text>
#   speechd.log     speech-dispatcher, LogLevel 5
#   synth.tsv       per utterance the synthesizer got: <sent time>\t<END|STOP>\t<text>\theard=<text
#                   played before a STOP, from speech-dispatcher's index marks>
#   transcript.tsv  the game's transcript, time-stamped as written (the transcript file is a FIFO)
#   keys.tsv        <time>\t<key> for every key press;   screen.txt  the terminal text at the end
#   report.txt      per key: each transcript line -> Orca count/fate, NOISE lines, summary
#                   (tools/orca_term.py; CHECK=1 makes the exit status 1 on any problem)
# Every process started is recorded and ended by PID on exit (no pkill/killall, no orca --replace).
set -uo pipefail

TERMAPP=${1:-gnome}
MODE=${2:-plain}
NAME=${3:-$TERMAPP-$MODE}
LAB=${LAB:-/tmp/orca-term/lab}
DISP=${DISP:-97}
GAME=${GAME:-$PWD}   # the project checkout with .venv (run from its root after make play)
KEY_PAUSE=${KEY_PAUSE:-1.5}
GEOM=${GEOM:-80x24}
KEYS=${KEYS:-"r 1 3 r d Down Down Return Return r End Return r c a Down Return"}
OUT=$LAB/$NAME
R=$LAB/r-$NAME                # short: unix socket paths live under here
HERE=$(cd "$(dirname "$0")" && pwd)
T0=$(date +%s%N)
log() { local d=$(( ($(date +%s%N) - T0) / 100000000 )); printf '[%4d.%ds] %s\n' $((d/10)) $((d%10)) "$*"; }
now() { date +%H:%M:%S.%6N; }

if [ "${INSTALL:-0}" = 1 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    orca xvfb dbus-x11 at-spi2-core speech-dispatcher speech-dispatcher-espeak-ng espeak-ng \
    python3-pyatspi xdotool pulseaudio pulseaudio-utils libglib2.0-bin gnome-terminal xfce4-terminal
fi

# ---------------------------------------------------------------- 1. clean, isolated environment
rm -rf "$OUT" "$R"; mkdir -p "$OUT" "$R/home" "$R/xdg" "$R/game-data" "$R/game-cfg"; chmod 700 "$R/xdg"
PIDS=()
cleanup() {
  log "cleanup"
  cp "$XDG_RUNTIME_DIR/speech-dispatcher/log/speech-dispatcher.log" "$OUT/speechd.log" 2>/dev/null
  local sd; sd=$(cat "$R/xdg/speech-dispatcher/pid/speech-dispatcher.pid" 2>/dev/null || true)
  local extra=() p c
  # D-Bus-activated children (gnome-terminal-server, at-spi2-registryd, dconf) and their children
  # (the game), two levels down
  for p in "${PIDS[@]}"; do
    for c in $(ps -o pid= --ppid "$p" 2>/dev/null); do
      extra+=("$c")
      for g in $(ps -o pid= --ppid "$c" 2>/dev/null); do extra+=("$g"); done
    done
  done
  local all=() i
  for ((i=${#PIDS[@]}-1; i>=0; i--)); do all+=("${PIDS[i]}"); done
  [ -n "$sd" ] && all=("$sd" "${all[@]}")
  all=("${extra[@]}" "${all[@]}")
  for p in "${all[@]}"; do kill "$p" 2>/dev/null; done
  sleep 2
  for p in "${all[@]}"; do kill -0 "$p" 2>/dev/null && kill -9 "$p" 2>/dev/null; done
  printf '%s\n' "${all[@]}" > "$OUT/pids-ended.txt"
}
trap cleanup EXIT

unset DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID WAYLAND_DISPLAY SESSION_MANAGER
export HOME=$R/home XDG_RUNTIME_DIR=$R/xdg
export XDG_CONFIG_HOME=$HOME/.config XDG_DATA_HOME=$HOME/.local/share XDG_CACHE_HOME=$HOME/.cache
export DISPLAY=:$DISP LANG=C.UTF-8 LC_ALL=C.UTF-8
export GTK_MODULES=gail:atk-bridge GNOME_ACCESSIBILITY=1 NO_AT_BRIDGE=0 ACCESSIBILITY_ENABLED=1
export NO_AT_BRIDGE=0

# ---------------------------------------------------------------- 2. X server
Xvfb ":$DISP" -screen 0 1280x1024x24 -nolisten tcp -noreset > "$OUT/xvfb.log" 2>&1 &
PIDS+=($!)
for i in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getdisplaygeometry >/dev/null 2>&1 || { log "Xvfb did not start"; cat "$OUT/xvfb.log"; exit 1; }
log "Xvfb up on $DISPLAY"

# ---------------------------------------------------------------- 3. session bus + AT-SPI bus
eval "$(dbus-launch --sh-syntax)"; PIDS+=("$DBUS_SESSION_BUS_PID")
/usr/libexec/at-spi-bus-launcher --launch-immediately > "$OUT/atspi.log" 2>&1 &
PIDS+=($!)
for i in $(seq 50); do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.1
done
for prop in IsEnabled ScreenReaderEnabled; do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:$prop variant:boolean:true >/dev/null
done
gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null || true
log "AT-SPI bus up"

# ---------------------------------------------------------------- 4. audio sink + speech-dispatcher config
pulseaudio -n --daemonize=no --exit-idle-time=-1 --disallow-exit --use-pid-file=no \
  --log-target=file:"$OUT/pulse.log" -L module-native-protocol-unix \
  -L "module-null-sink sink_name=nullsink" > /dev/null 2>&1 &
PIDS+=($!)
for i in $(seq 50); do pactl info >/dev/null 2>&1 && break; sleep 0.1; done
pactl info >/dev/null 2>&1 || { log "pulseaudio did not start"; cat "$OUT/pulse.log"; exit 1; }
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher"
cp -r /etc/speech-dispatcher/clients /etc/speech-dispatcher/modules "$XDG_CONFIG_HOME/speech-dispatcher/"
sed -e 's/^LogLevel .*/LogLevel  5/' /etc/speech-dispatcher/speechd.conf > "$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
log "pulseaudio null sink up"

# ---------------------------------------------------------------- 5. Orca preferences (defaults, as a new user)
PREFS=$XDG_DATA_HOME/orca
/usr/bin/python3 - "$PREFS" <<'EOF' 2>> "$OUT/prefs.err"
import json, sys
from orca import settings_manager
prefs = sys.argv[1]
settings_manager.getManager().activate(prefs)
p = prefs + '/user-settings.conf'
d = json.load(open(p))
over = {'enableSpeech': True, 'enableBraille': False, 'enableTutorialMessages': False, 'enableSound': False}
d['general'].update(over)
d['profiles']['default'].update(over)
json.dump(d, open(p, 'w'), indent=4)
EOF
cat > "$PREFS/orca-customizations.py" <<'EOF'
import orca.debug as _d
if _d.debugFile is not None:
    _d.debugFile.reconfigure(line_buffering=True)
EOF
[ -s "$PREFS/user-settings.conf" ] || { log "could not write Orca prefs"; cat "$OUT/prefs.err"; exit 1; }

# ---------------------------------------------------------------- 6. Orca
if pgrep -u "$(id -u)" -x orca >/dev/null; then
  log "another Orca of this user is running; Orca 43 refuses to start (and --replace would SIGKILL it)"; exit 1
fi
ORCALOG=$OUT/orca-debug.log
/usr/bin/orca --debug-file="$ORCALOG" > "$OUT/orca.stdout" 2>&1 &
PIDS+=($!)
for i in $(seq 150); do grep -q "SPEECH OUTPUT: 'Screen reader on." "$ORCALOG" 2>/dev/null && break; sleep 0.1; done
grep -q "SPEECH OUTPUT: 'Screen reader on." "$ORCALOG" || { log "Orca did not start"; cat "$OUT/orca.stdout"; exit 1; }
log "Orca $(/usr/bin/orca --version 2>/dev/null) running"

# ---------------------------------------------------------------- 7. transcript FIFO, time-stamped
mkfifo "$R/transcript.fifo"
/usr/bin/python3 -u -c '
import sys, datetime
with open(sys.argv[1], "rb") as f, open(sys.argv[2], "w", buffering=1) as o:
    for line in f:
        o.write(datetime.datetime.now().strftime("%H:%M:%S.%f") + "\t" + line.decode("utf-8", "replace").rstrip("\n") + "\n")
' "$R/transcript.fifo" "$OUT/transcript.tsv" &
PIDS+=($!)
sleep 0.3

# ---------------------------------------------------------------- 8. terminal with a shell; type the game command
# As a blind user would: open the terminal, type "yz" (a wrapper for the long command) and Enter.
# PREFILL=N first runs `seq N` so that the screen is already full (scrolling from the first line).
mkdir -p "$R/bin"
GAMEARGS="--players ${PLAYERS:-Ann} --seed 5 --lang en --transcript $R/transcript.fifo"
[ "$MODE" = full ] && GAMEARGS="$GAMEARGS --full-screen"
cat > "$R/bin/yz" <<EOF
#!/bin/sh
# PAD_LINES=N: print N empty lines first (what a game could do to start on a full, scrolling screen)
[ -n "${PAD_LINES:-}" ] && printf '\n%.0s' \$(seq ${PAD_LINES:-0})
export TALKING_YAHTZEE_DATA_DIR=$R/game-data TALKING_YAHTZEE_CONFIG_DIR=$R/game-cfg
exec $GAME/.venv/bin/yahtzee $GAMEARGS ${EXTRA_ARGS:-}
EOF
chmod +x "$R/bin/yz"
SHELLCMD=(env "PS1=\$ " "PATH=$R/bin:$PATH" HISTFILE=/dev/null bash --norc --noprofile -i)
if [ "${LAUNCH:-0}" = 1 ]; then  # a launcher: the game is the terminal's command
  SHELLCMD=("$R/bin/yz")
  echo "$(now)	START" > "$OUT/keys.tsv"
  echo "$(now)	Launch(start)" >> "$OUT/keys.tsv"
fi
case "$TERMAPP" in
  gnome)
    gnome-terminal --wait --geometry="$GEOM" -- "${SHELLCMD[@]}" > "$OUT/terminal.log" 2>&1 &
    PIDS+=($!); WINCLASS=gnome-terminal; VER=$(gnome-terminal --version) ;;
  xfce4)
    xfce4-terminal --disable-server --geometry="$GEOM" -x "${SHELLCMD[@]}" > "$OUT/terminal.log" 2>&1 &
    PIDS+=($!); WINCLASS=xfce4-terminal; VER=$(xfce4-terminal --version | head -1) ;;
  *) log "unknown terminal $TERMAPP"; exit 2 ;;
esac
log "started $VER"
WID=$(xdotool search --sync --onlyvisible --class "$WINCLASS" 2>/dev/null | tail -1)
log "window $WID"
[ -n "$WID" ] && xdotool windowfocus "$WID" 2>/dev/null
synth_idle() {  # true when speech-dispatcher's log has been quiet for 1.2 s
  local f="$XDG_RUNTIME_DIR/speech-dispatcher/log/speech-dispatcher.log"
  [ -f "$f" ] || return 0
  /usr/bin/python3 -c 'import os,sys,time; sys.exit(0 if time.time()-os.stat(sys.argv[1]).st_mtime>=1.2 else 1)' "$f"
}
wait_idle() { local n=${1:-60}; for i in $(seq "$n"); do sleep 0.3; synth_idle && break; done; }
wait_idle 40
if [ "${LAUNCH:-0}" != 1 ]; then
  if [ -n "${PREFILL:-}" ]; then
    xdotool type --delay 80 "seq $PREFILL"; xdotool key Return; sleep 1; wait_idle 100
  fi
  echo "$(now)	START" > "$OUT/keys.tsv"
  xdotool type --delay 150 "yz"
  echo "$(now)	Return(start)" >> "$OUT/keys.tsv"
  xdotool key Return
fi
for i in $(seq 200); do [ -s "$OUT/transcript.tsv" ] && break; sleep 0.1; done
sleep 1; wait_idle 60
log "game started: $(head -c 300 "$OUT/transcript.tsv" | cut -f2 | tr '\n' '|')"

# ---------------------------------------------------------------- 9. play: keys with pauses
# KEY_PAUSE=seconds between keys, or KEY_PAUSE=wait: the next key only once speech is idle
for k in $KEYS; do
  case "$k" in
    WAIT) wait_idle 60; continue ;;
    SLEEP:*) sleep "${k#SLEEP:}"; continue ;;
    RESIZE:*) size=${k#RESIZE:}; echo "$(now)	$k" >> "$OUT/keys.tsv"
              xdotool windowsize "$WID" "${size%x*}" "${size#*x}" 2>/dev/null; sleep 1; wait_idle 20
              continue ;;
  esac
  echo "$(now)	$k" >> "$OUT/keys.tsv"
  xdotool key --clearmodifiers "$k"
  if [ "$KEY_PAUSE" = wait ]; then sleep 0.8; wait_idle 60; else sleep "$KEY_PAUSE"; fi
done
sleep 1; wait_idle 200  # at most a minute: the last key may have much to say
echo "$(now)	END" >> "$OUT/keys.tsv"
xdotool getwindowfocus getwindowname > "$OUT/focus-at-end.txt" 2>&1
/usr/bin/python3 - "$OUT/screen.txt" <<'EOF' 2>"$OUT/screen.err"
# the terminal's text as AT-SPI exposes it (what Orca can read), at the end of the run
import sys, pyatspi
def walk(o, d=0):
    if o is None or d > 12: return None
    try:
        if o.getRole() == pyatspi.ROLE_TERMINAL: return o
    except Exception: return None
    for c in o:
        r = walk(c, d + 1)
        if r: return r
for app in pyatspi.Registry.getDesktop(0):
    if app and 'terminal' in (app.name or ''):
        t = walk(app)
        if t:
            tx = t.queryText()
            open(sys.argv[1], 'w').write(tx.getText(0, -1))
            break
EOF
cp "$XDG_RUNTIME_DIR/speech-dispatcher/log/speech-dispatcher.log" "$OUT/speechd.log" 2>/dev/null

# ---------------------------------------------------------------- 10. extract + compare
# CHECK=1: the exit status says whether every game line was heard once, whole, with no "blank"
# and no punctuation read aloud (tools/orca_term.py --check)
# SCORED=NAME (the cut scenario): instead, whether NAME's score was heard whole after the keys
PYTHONPATH="$GAME" "$GAME/.venv/bin/python" -m tools.orca_term "$OUT" ${CHECK:+--check} \
  ${SCORED:+--scored "$SCORED"}
status=$?
log "done; outputs in $OUT (report.txt: per key, what Orca said)"
exit $status
