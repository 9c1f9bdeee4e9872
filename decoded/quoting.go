package decoded

// needsCSVQuotes reports whether a CSV cell must be quoted: it holds a
// comma, a quote or a line end.
func needsCSVQuotes(cell []byte) bool {
	for _, c := range cell {
		if c == ',' || c == '"' || c == '\r' || c == '\n' {
			return true
		}
	}
	return false
}

// appendJSONString appends s as a JSON string. Letters beyond ASCII are
// written as they are; JSON is UTF-8.
func appendJSONString(dst, s []byte) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	plain := 0
	for plain < len(s) && s[plain] >= 0x20 && s[plain] != '"' && s[plain] != '\\' {
		plain++
	}
	dst = append(dst, s[:plain]...)
	for _, c := range s[plain:] {
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c < 0x20:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}
