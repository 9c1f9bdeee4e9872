package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// markdownLink is a link or an image in Markdown: [text](target).
var markdownLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// The README and the pages in docs/ link only to files and headings that
// are there: every relative link and image points somewhere.
func TestDocsLinksPointSomewhere(t *testing.T) {
	pages, _ := filepath.Glob("docs/*.md")
	pages = append([]string{"README.md"}, pages...)
	for _, page := range pages {
		text := readPage(t, page)
		for _, m := range markdownLink.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links to %s, which is not there", page, target)
				continue
			}
			if anchor != "" && !headingAnchors(readPage(t, path))[anchor] {
				t.Errorf("%s links to %s, whose page has no such heading", page, target)
			}
		}
	}
}

// docs/architecture.md names every package of the module, so that a reader
// can find who uses each one and why it is where it is.
func TestArchitectureNamesEveryPackage(t *testing.T) {
	out, err := exec.Command("go", "list", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	text := readPage(t, "docs/architecture.md")
	for _, pkg := range strings.Fields(string(out)) {
		name := strings.TrimPrefix(pkg, "snowflakeid/")
		if !strings.Contains(text, "`"+name+"`") && !strings.Contains(text, "`"+name+"` (") {
			t.Errorf("docs/architecture.md does not name the package %s", name)
		}
	}
}

func readPage(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// headingAnchors are the anchors a Markdown page's headings get, as GitHub
// makes them: lower case, spaces to hyphens, other punctuation dropped.
func headingAnchors(text string) map[string]bool {
	anchors := map[string]bool{}
	inCode := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
		}
		if inCode || !strings.HasPrefix(line, "#") {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(strings.TrimLeft(line, "# ")) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		anchors[b.String()] = true
	}
	return anchors
}
