// Package proxy is an HTTP proxy in front of the OpenAI and Anthropic APIs that sanitizes what a
// client sends the model and restores what the model answers, so that a coding agent or a chat
// client pointed at it (a base URL) never sends a detected value in clear.
//
// It forwards every request to one upstream with its headers as they are (Authorization,
// x-api-key, anthropic-version...), and rewrites only the bodies of OpenAI's POST
// /v1/chat/completions and /v1/responses and Anthropic's POST /v1/messages (and
// /v1/messages/count_tokens, which carries the same conversation): every string the model
// sees is sanitized (messages and their content parts, the system prompt, tool-call arguments
// and tool results, tool descriptions), and the answer, a JSON body or a stream of events, is
// restored from what sanitizing this one request produced (its [sanitize.Ledger]) and nothing
// else. Streams are restored as they flow: an event goes out as soon as it arrives, less only
// the tail of a value that may still be growing. Any other request, and every answer that is
// not a success, passes through unchanged.
//
// It is stateless: the same key and context label give the same ciphertexts, so a conversation
// that the client re-sends turn after turn is one consistent conversation for the model. The
// label of a request is its X-Preempt-Context header (removed before forwarding), or
// [Config.Context].
//
// It fails closed: a request body that is not JSON, or too large, is refused with a 4xx and a
// body that cannot be sanitized with a 5xx; neither is forwarded. It never logs a body or a
// header value, and, as package desanitize, never restores a value into a URL.
package proxy

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"mime"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// ContextHeader is the request header that sets a request's context label.
const ContextHeader = "X-Preempt-Context"

// Config configures a Proxy.
type Config struct {
	// Upstream is the API's origin, such as https://api.openai.com; a request's path is
	// appended to its path.
	Upstream *url.URL
	// Registry is the types to find and how to sanitize them; Key is the master key.
	Registry *annotate.Registry
	Key      *keyring.Key
	// Context is the context label of a request without an X-Preempt-Context header.
	Context string
	// MaxBody is the largest request body rewritten, and JSON answer restored (default 32 MiB).
	MaxBody int64
	// Transport sends requests upstream (default http.DefaultTransport).
	Transport http.RoundTripper
	// ErrorLog gets what goes wrong forwarding (never a body or a header value); nil discards it.
	ErrorLog *log.Logger
}

// DefaultMaxBody is the default of [Config.MaxBody].
const DefaultMaxBody = 32 << 20

// Proxy is an http.Handler that forwards requests to the upstream, sanitized, and restores
// the answers. It is safe for concurrent use.
type Proxy struct {
	cfg  Config
	ann  *annotate.Annotator
	rp   *httputil.ReverseProxy
	sans sanitizers
}

// New returns a Proxy for cfg. It checks the registry with the default context.
func New(cfg Config) (*Proxy, error) {
	if cfg.Upstream == nil || (cfg.Upstream.Scheme != "http" && cfg.Upstream.Scheme != "https") || cfg.Upstream.Host == "" {
		return nil, errors.New("proxy: the upstream must be an http:// or https:// URL")
	}
	if cfg.Registry == nil || cfg.Key == nil {
		return nil, errors.New("proxy: a registry and a key are needed")
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.ErrorLog == nil {
		cfg.ErrorLog = log.New(io.Discard, "", 0)
	}
	p := &Proxy{cfg: cfg, ann: annotate.New(cfg.Registry), sans: sanitizers{reg: cfg.Registry, key: cfg.Key}}
	if _, err := p.sans.get(cfg.Context); err != nil {
		return nil, fmt.Errorf("proxy: %w", err)
	}
	up := cfg.Upstream
	p.rp = &httputil.ReverseProxy{
		// Rewrite, not Director: no X-Forwarded-For is added; the headers go as they came,
		// less the hop-by-hop ones.
		Rewrite:        func(pr *httputil.ProxyRequest) { pr.SetURL(up) },
		Transport:      cfg.Transport,
		ModifyResponse: p.restore,
		ErrorLog:       cfg.ErrorLog,
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			cfg.ErrorLog.Printf("preempt proxy: %s %s: %v", r.Method, r.URL.Path, err)
			a := apiOf(r)
			if a == nil {
				w.WriteHeader(http.StatusBadGateway)
				return
			}
			writeError(w, a, http.StatusBadGateway, "api_error", "preempt: the upstream could not be reached or its answer could not be read")
		},
	}
	return p, nil
}

// exchange is what a rewritten request's answer is restored with.
type exchange struct {
	api *api
	d   *desanitize.Desanitizer
}

type exchangeKey struct{}

// ServeHTTP implements http.Handler.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	a := apiOf(r)
	if a == nil {
		p.rp.ServeHTTP(w, r)
		return
	}
	label := p.cfg.Context
	if v, ok := r.Header[ContextHeader]; ok {
		label = strings.Join(v, ",")
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, p.cfg.MaxBody+1))
	r.Body.Close()
	switch {
	case err != nil:
		writeError(w, a, http.StatusBadRequest, "invalid_request_error", "preempt: the request body could not be read")
		return
	case int64(len(body)) > p.cfg.MaxBody:
		writeError(w, a, http.StatusRequestEntityTooLarge, "request_too_large",
			fmt.Sprintf("preempt: the request body is larger than %d bytes, the most the proxy sanitizes", p.cfg.MaxBody))
		return
	}
	san, err := p.sans.get(label)
	if err != nil {
		writeError(w, a, http.StatusBadRequest, "invalid_request_error", "preempt: the "+ContextHeader+" header is not a valid context label")
		return
	}
	safe, ledger, err := a.sanitize(body, p.ann, san)
	switch {
	case errors.Is(err, errNotJSON):
		writeError(w, a, http.StatusBadRequest, "invalid_request_error", "preempt: the request body is not a JSON object")
		return
	case err != nil:
		// Fail closed: nothing goes upstream. The error is not logged: it may quote a value.
		writeError(w, a, http.StatusInternalServerError, "api_error", "preempt: the request could not be sanitized, so it was not sent")
		return
	}
	d := desanitize.New(p.ann, san)
	d.Use(ledger)
	out := r.Clone(context.WithValue(r.Context(), exchangeKey{}, &exchange{api: a, d: d}))
	out.Header.Del(ContextHeader)
	out.Body = io.NopCloser(bytes.NewReader(safe))
	out.ContentLength = int64(len(safe))
	out.Header.Set("Content-Length", strconv.Itoa(len(safe)))
	// The answer is read and rewritten here: it must come uncompressed.
	out.Header.Set("Accept-Encoding", "identity")
	// The body was read here, after the client got its 100 Continue: the upstream has nothing
	// to agree to, and waiting for its 100 could only delay the request.
	out.Header.Del("Expect")
	p.rp.ServeHTTP(w, out)
}

// restore rewrites the answer to a rewritten request: a JSON body or an event stream of a
// success. Errors and anything else pass through.
func (p *Proxy) restore(resp *http.Response) error {
	ex, _ := resp.Request.Context().Value(exchangeKey{}).(*exchange)
	if ex == nil || resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil
	}
	ct, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	stream := ct == "text/event-stream"
	if !stream && (ct != "application/json" || len(ex.api.answer) == 0) {
		return nil
	}
	switch enc := strings.ToLower(resp.Header.Get("Content-Encoding")); enc {
	case "", "identity":
	case "gzip":
		// Sent although identity was asked for.
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			return fmt.Errorf("gzip answer: %w", err)
		}
		resp.Body = readCloser{zr, resp.Body}
		resp.Header.Del("Content-Encoding")
	default:
		return fmt.Errorf("the answer is compressed with %q, which the proxy cannot restore", enc)
	}
	resp.Header.Del("Content-Length")
	resp.ContentLength = -1
	if stream {
		resp.Body = ex.api.restoreStream(ex.d, resp.Body)
		return nil
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, p.cfg.MaxBody+1))
	resp.Body.Close()
	if err != nil {
		return fmt.Errorf("reading the answer: %w", err)
	}
	if int64(len(body)) > p.cfg.MaxBody {
		return fmt.Errorf("the answer is larger than %d bytes", p.cfg.MaxBody)
	}
	if restored, err := ex.api.restoreJSON(body, ex.d); err == nil {
		body = restored
	}
	// An answer that is not JSON after all holds only what was sent: it goes as it came.
	resp.Body = io.NopCloser(bytes.NewReader(body))
	resp.ContentLength = int64(len(body))
	resp.Header.Set("Content-Length", strconv.Itoa(len(body)))
	return nil
}

type readCloser struct {
	io.Reader
	io.Closer
}

// sanitizers keeps a sanitizer per context label. A client that sends a new label with every
// request would make it grow without end: past maxContexts it starts again.
type sanitizers struct {
	reg *annotate.Registry
	key *keyring.Key
	mu  sync.Mutex
	m   map[string]*sanitize.Sanitizer
}

const maxContexts = 1024

func (s *sanitizers) get(label string) (*sanitize.Sanitizer, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if san, ok := s.m[label]; ok {
		return san, nil
	}
	san, err := sanitize.New(s.reg, s.key, sanitize.Options{Context: label})
	if err != nil {
		return nil, err
	}
	if s.m == nil || len(s.m) >= maxContexts {
		s.m = map[string]*sanitize.Sanitizer{}
	}
	s.m[label] = san
	return san, nil
}
