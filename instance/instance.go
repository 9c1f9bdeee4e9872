// Package instance keeps one app per person on a computer. The first start
// becomes the running app: it holds a lock and listens for later starts.
// A later start hands what it was given (IDs, links, files) to the running
// app and ends; the running app brings its window forward and shows them.
//
// The lock is a file lock, which the system lets go of when the process
// ends however it ends, so a crashed app never stops the next from
// starting; the listening end left behind by a crash is replaced. The
// files live in the person's own folder (mode 0700): on Linux and macOS a
// Unix socket; on Windows a loopback TCP port and a random token, written
// to a file only the person can read, as Wine, which the Windows build is
// tested under, has neither Unix sockets nor dependable named pipes.
package instance

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"time"

	"github.com/gofrs/flock"
)

// Request is what a later start was given.
type Request struct {
	Args []string `json:"args"`
	Dir  string   `json:"dir"` // the folder it was started in, which relative file names are in
}

// answerWithin is how long a start waits for the running app to take its
// request, and the running app for a start to send it.
const answerWithin = 5 * time.Second

// startingFor is how long a start waits for a running app that holds the
// lock but is not listening yet: it is starting too.
const startingFor = 3 * time.Second

// maxRequest caps what a start may send.
const maxRequest = 1 << 20

// ok is the running app's answer once it has a request.
const ok = "ok\n"

// Running is this process as the person's running app.
type Running struct {
	lock     *flock.Flock
	listener net.Listener
	token    string
}

// Claim makes this process the running app, or hands req to the one that
// runs and reports handed true: then this process should end. dir is the
// person's own folder for the lock and the listening end. When a running
// app holds the lock but does not answer, Claim fails and this process
// goes on as an app of its own.
func Claim(dir string, req Request) (r *Running, handed bool, err error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, false, err
	}
	lock := flock.New(filepath.Join(dir, "instance.lock"))
	deadline := time.Now().Add(startingFor)
	for {
		locked, err := lock.TryLock()
		if err != nil {
			return nil, false, err
		}
		if locked {
			listener, token, err := listen(dir)
			if err != nil {
				_ = lock.Unlock()
				return nil, false, err
			}
			return &Running{lock: lock, listener: listener, token: token}, false, nil
		}
		err = hand(dir, req)
		if err == nil {
			return nil, true, nil
		}
		if time.Now().After(deadline) {
			return nil, false, fmt.Errorf("the running app does not answer: %w", err)
		}
		time.Sleep(25 * time.Millisecond) // it holds the lock and is about to listen
	}
}

// hand sends req to the running app and waits for it to take it.
func hand(dir string, req Request) error {
	conn, token, err := dial(dir)
	if err != nil {
		return err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(answerWithin))
	data, err := json.Marshal(req)
	if err != nil {
		return err
	}
	if _, err := conn.Write(append(append([]byte(token+"\n"), data...), '\n')); err != nil {
		return err
	}
	answer, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return err
	}
	if answer != ok {
		return fmt.Errorf("the running app answered %q", answer)
	}
	return nil
}

// Serve takes the requests of later starts, one at a time, and calls take
// with each, until Close.
func (r *Running) Serve(take func(Request)) {
	for {
		conn, err := r.listener.Accept()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			continue
		}
		if req, err := r.read(conn); err == nil {
			take(req)
			_, _ = conn.Write([]byte(ok))
		}
		_ = conn.Close()
	}
}

// read reads one start's request: the token, then the request.
func (r *Running) read(conn net.Conn) (Request, error) {
	_ = conn.SetDeadline(time.Now().Add(answerWithin))
	in := bufio.NewReader(&limitedConn{conn, maxRequest})
	token, err := in.ReadString('\n')
	if err != nil {
		return Request{}, err
	}
	if token != r.token+"\n" {
		return Request{}, errors.New("a start without the token")
	}
	line, err := in.ReadBytes('\n')
	if err != nil {
		return Request{}, err
	}
	var req Request
	err = json.Unmarshal(line, &req)
	return req, err
}

// Close stops listening and lets go of the lock: the next start becomes
// the running app.
func (r *Running) Close() {
	_ = r.listener.Close()
	_ = r.lock.Unlock()
}

// limitedConn reads at most n bytes of a connection.
type limitedConn struct {
	conn net.Conn
	n    int
}

func (l *limitedConn) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, errors.New("request too long")
	}
	p = p[:min(len(p), l.n)]
	n, err := l.conn.Read(p)
	l.n -= n
	return n, err
}
