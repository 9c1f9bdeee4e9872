package instance

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// claim claims dir for req and fails the test on an error.
func claim(t *testing.T, dir string, args ...string) (*Running, bool) {
	t.Helper()
	r, handed, err := Claim(dir, Request{Args: args, Dir: "/somewhere"})
	if err != nil {
		t.Fatal(err)
	}
	return r, handed
}

// The first start runs; later starts hand their arguments to it, in turn,
// and end; once it closes, the next start runs.
func TestLaterStartsHandTheirArgumentsOver(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	first, handed := claim(t, dir)
	if first == nil || handed {
		t.Fatal("the first start did not become the running app")
	}
	taken := make(chan Request, 2)
	go first.Serve(func(r Request) { taken <- r })

	for _, args := range [][]string{{"175928847299117063"}, {"ids.log", "https://x.com/a/status/1"}} {
		if r, handed := claim(t, dir, args...); r != nil || !handed {
			t.Fatalf("a later start with %q ran itself", args)
		}
		if got := <-taken; !slices.Equal(got.Args, args) || got.Dir != "/somewhere" {
			t.Errorf("the running app took %+v, want %q", got, args)
		}
	}
	first.Close()
	next, handed := claim(t, dir)
	if next == nil || handed {
		t.Fatal("after the running app closed, the next start did not run")
	}
	next.Close()
}

// What a crashed app leaves does not stop the next start: its lock went
// with it; its socket or address file is replaced.
func TestLeftoversOfACrashDoNotStopTheApp(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"instance.lock", "instance.sock", "instance.addr"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("127.0.0.1:1 x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	r, handed := claim(t, dir)
	if r == nil || handed {
		t.Fatal("a start after a crash did not run")
	}
	defer r.Close()
	go r.Serve(func(Request) {})
	if _, handed := claim(t, dir, "1"); !handed {
		t.Error("the start after it could not hand over")
	}
}

// A connection that does not bring the token is not taken.
func TestRequestsNeedTheToken(t *testing.T) {
	dir := t.TempDir()
	r, _ := claim(t, dir)
	defer r.Close()
	r.token = "secret"
	taken := make(chan Request, 1)
	go r.Serve(func(req Request) { taken <- req })
	conn, _, err := dial(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Write([]byte("guess\n{\"args\":[\"1\"]}\n")); err != nil {
		t.Fatal(err)
	}
	if n, _ := conn.Read(make([]byte, 8)); n != 0 {
		t.Error("the running app answered a request without the token")
	}
	_ = conn.Close()
	if len(taken) != 0 {
		t.Error("a request without the token was taken")
	}
}
