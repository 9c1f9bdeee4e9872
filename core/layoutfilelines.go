package core

import (
	"errors"
	"strings"
)

// fileLines says on which line of a layout file each key is written: the
// top level's, and each [[field]] table's. A key written in a way it does
// not follow (an inline table, a dotted key) is not found, and an error
// about it names the table's line, or no line.
type fileLines struct {
	top    map[string]int
	fields []map[string]int // each [[field]] table's keys, and "" for its header
}

// keyLines finds the lines of data's keys.
func keyLines(data []byte) fileLines {
	l := fileLines{top: map[string]int{}}
	current := l.top
	for i, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#") // a # in a value cuts only the value, after the key
		line = strings.TrimSpace(line)
		switch {
		case line == "[[field]]":
			current = map[string]int{"": i + 1}
			l.fields = append(l.fields, current)
		case strings.HasPrefix(line, "["):
			if _, seen := l.top[line]; !seen {
				l.top[line] = i + 1 // a table's header, as "[field]"
			}
			current = map[string]int{}
		default:
			if key, _, ok := strings.Cut(line, "="); ok {
				key = strings.Trim(strings.TrimSpace(key), `"'`)
				if _, seen := current[key]; !seen {
					current[key] = i + 1
				}
			}
		}
	}
	return l
}

// fieldLine is the line of field i's key, else of its table.
func (l fileLines) fieldLine(i int, key string) int {
	if i >= len(l.fields) {
		return 0
	}
	if line, ok := l.fields[i][key]; ok {
		return line
	}
	return l.fields[i][""]
}

// find is the first line of a key written as toml.Key.String() does:
// "epoch", "field.unit", "nmae".
func (l fileLines) find(key string) int {
	if table, rest, ok := strings.Cut(key, "."); ok && table == "field" {
		for i := range l.fields {
			if line, ok := l.fields[i][rest]; ok {
				return line
			}
		}
		return 0
	}
	return l.top[key]
}

// blame names the line and key of a layout's error.
func (l fileLines) blame(err error) (int, string) {
	var le *LayoutError
	if !errors.As(err, &le) {
		return 0, ""
	}
	if le.Field > 0 {
		key := map[error]string{ErrFieldBits: "bits", ErrLayoutWide: "bits", ErrTimeUnit: "time", ErrTwoSequences: "sequence",
			ErrLayoutFill: "bits", ErrFieldWide: "bits", ErrFixedValue: "fixed", ErrValueNotFixed: "fixed", ErrWideUnit: "time",
			ErrTimePiece: "from_bit", ErrRoleNarrow: "name"}[le.Err]
		if errors.Is(le.Err, ErrTimeFieldShort) {
			key = "bits"
		}
		if key == "" {
			key = "name"
		}
		return l.fieldLine(le.Field-1, key), "field." + key
	}
	switch le.Err {
	case ErrLayoutName:
		return l.top["name"], "name"
	case ErrEpochRange, ErrLayoutTimeSpan, ErrWideEpoch:
		return l.top["epoch"], "epoch"
	case ErrLayoutWidth, ErrLayoutForm:
		return l.top["width"], "width"
	}
	if errors.Is(le.Err, ErrLayoutFill) {
		return l.top["width"], "width"
	}
	if len(l.fields) > 0 {
		return l.fields[0][""], "field"
	}
	return 0, "field"
}
