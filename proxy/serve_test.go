package proxy

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

// A request in flight when the context ends (SIGINT in the command) still gets its answer,
// and Serve returns nil once it has; a new connection is refused.
func TestServeShutdown(t *testing.T) {
	arrived, release := make(chan struct{}), make(chan struct{})
	up := httpServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(arrived)
		<-release
		io.WriteString(w, "models")
	}))
	unblock := sync.OnceFunc(func() { close(release) })
	t.Cleanup(unblock) // before the upstream's own cleanup, which waits for its handlers
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(testKeyBytes)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(up)
	p, err := New(Config{Upstream: u, Registry: reg, Key: key})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- p.Serve(ctx, ln) }()

	answer := make(chan string, 1)
	go func() {
		resp, err := http.Get("http://" + ln.Addr().String() + "/v1/models")
		if err != nil {
			answer <- err.Error()
			return
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		answer <- string(body)
	}()
	<-arrived
	cancel()
	refused := false // once Shutdown has closed the listener
	for deadline := time.Now().Add(5 * time.Second); !refused && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		c, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second)
		if refused = err != nil; c != nil {
			c.Close()
		}
	}
	if !refused {
		t.Error("new connections are still accepted 5 s after the context ended")
	}
	select {
	case err := <-served:
		t.Fatalf("Serve returned %v with a request in flight", err)
	default:
	}
	unblock()
	select {
	case got := <-answer:
		if got != "models" {
			t.Errorf("the request in flight got %q, want the upstream's answer", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the request in flight got no answer")
	}
	select {
	case err := <-served:
		if err != nil {
			t.Errorf("Serve = %v after a shutdown, want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after the shutdown")
	}
}
