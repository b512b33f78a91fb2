package proxy

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// 200 streaming requests at once, each with values of its own, through one proxy: every
// answer comes back restored to its own request's values, no value of one request appears in
// another's answer or reaches the upstream, and the proxy's memory stays bounded and its
// goroutines end with the streams. The stand-in also quotes the ciphertexts of the request it
// received before: restored from each request's own ledger, they stay ciphertexts.
func TestConcurrentStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("200 concurrent streams")
	}
	const n = 200
	up := newStandIn(t)
	up.chunk = 8
	up.cross = true
	px := newProxy(t, up.srv.URL, Config{})
	tr := &http.Transport{MaxIdleConnsPerHost: n}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}

	ssn := func(i int) string { return fmt.Sprintf("%03d-%02d-%04d", 101+i, 11+i%80, 2000+i) }
	mail := func(i int) string { return fmt.Sprintf("client%03d.x@example.org", i) }
	text := func(i int) string {
		return fmt.Sprintf("Customer %d has SSN %s and e-mail %s, nothing else", i, ssn(i), mail(i))
	}

	runtime.GC()
	goroutines := runtime.NumGoroutine()
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		// The live heap the last GC marked: what the streams hold, not garbage that a GC
		// slowed by a loaded machine has yet to collect.
		live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		for {
			metrics.Read(live)
			if v := live[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()

	answers := make([]answer, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			body := fmt.Sprintf(`{"model":"m","stream":true,"messages":[{"role":"user","content":%q}]}`, text(i))
			resp, err := client.Post(px.URL+"/v1/chat/completions", "application/json", strings.NewReader(body))
			if err != nil {
				errs[i] = err
				return
			}
			defer resp.Body.Close()
			data, err := io.ReadAll(resp.Body)
			if err != nil {
				errs[i] = err
				return
			}
			answers[i] = parseAnswer(t, "/v1/chat/completions", data, true)
		}()
	}
	t0 := time.Now()
	close(start)
	wg.Wait()
	close(stop)
	<-sampled

	for i := range n {
		if errs[i] != nil {
			t.Fatalf("request %d: %v", i, errs[i])
		}
		a := answers[i]
		own, _, _ := strings.Cut(a.text, " | ")
		if own != text(i) {
			t.Errorf("request %d: answer %q, want %q", i, a.text, text(i))
		}
		var args struct{ Text string }
		if err := json.Unmarshal([]byte(a.args), &args); err != nil || !strings.HasPrefix(args.Text, text(i)+" | ") {
			t.Errorf("request %d: arguments %q, want the text %q...", i, a.args, text(i))
		}
		for j := range n {
			if j != i && (strings.Contains(a.text+a.args, ssn(j)) || strings.Contains(a.text+a.args, mail(j))) {
				t.Fatalf("the answer to request %d holds a value of request %d: %q", i, j, a.text)
			}
		}
	}
	for _, r := range up.received() {
		for i := range n {
			if strings.Contains(string(r.body), ssn(i)) || strings.Contains(string(r.body), mail(i)) {
				t.Fatalf("the upstream received value %d: %s", i, r.body)
			}
		}
	}
	// Each stream holds its request's ledger and a few events; 200 of them fit in far less.
	const limit = 64 << 20
	if p := peak.Load(); p > limit {
		t.Errorf("peak live heap %d MiB, want under %d MiB", p>>20, limit>>20)
	}
	t.Logf("peak live heap %d MiB, %v", peak.Load()>>20, time.Since(t0))
	tr.CloseIdleConnections()
	px.CloseClientConnections()
	up.srv.CloseClientConnections()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > goroutines+10 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if g := runtime.NumGoroutine(); g > goroutines+10 {
		t.Errorf("%d goroutines after the streams ended, %d before", g, goroutines)
	}
}
