package main

import (
	"os"
	"regexp"
	"testing"
)

// The metadata every build is given is FyneApp.toml's: the version the
// About box and --version say, read here from the file with a pattern.
func TestMetadataIsFyneAppToml(t *testing.T) {
	data, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`(?m)^Version = "([^"]+)"`).FindSubmatch(data)
	build := regexp.MustCompile(`(?m)^Build = (\d+)`).FindSubmatch(data)
	if want == nil || build == nil {
		t.Fatal("FyneApp.toml has no version or build")
	}
	meta := metadata()
	if meta.Version != string(want[1]) || version() != meta.Version || meta.ID != appID || meta.Name == "" ||
		meta.Build < 1 || !meta.Migrations["fyneDo"] {
		t.Errorf("metadata %+v, version %q; FyneApp.toml says %s, build %s", meta, version(), want[1], build[1])
	}
}
