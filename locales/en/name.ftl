# Player names typed in the setup.
name-too-long = Names have at most { $limit } characters.
name-taken = { $name } is already playing. Type another name.
