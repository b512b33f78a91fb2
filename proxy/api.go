package proxy

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/preempt-dev/preempt/desanitize"
)

// api is where one endpoint's bodies carry what the model reads and writes.
type api struct {
	anthropic bool // errors and stream errors in Anthropic's shape, else OpenAI's

	// request are the strings of a request body that the model sees, sanitized.
	request []rule
	// answer are the strings of a JSON answer the model wrote, restored.
	answer []rule
	// events are where a streamed answer carries them.
	events desanitize.Events
}

// A rule selects strings by path: dotted steps, "*" any one key or index, "**" any number of
// steps. json says the string is itself a JSON document (tool-call arguments) whose string and
// number values are rewritten one by one, each told its key, the keys kept; a rule that ends in
// "**" selects the values of an object (an Anthropic tool_use input) the same way.
type rule struct {
	path []string
	json bool
}

func rules(isJSON bool, paths ...string) []rule {
	rs := make([]rule, len(paths))
	for i, p := range paths {
		rs[i] = rule{strings.Split(p, "."), isJSON}
	}
	return rs
}

func join(rs ...[]rule) []rule {
	var out []rule
	for _, r := range rs {
		out = append(out, r...)
	}
	return out
}

// match returns the rule that selects the string at at.
func match(rs []rule, at []string) (rule, bool) {
	for _, r := range rs {
		if matchPath(r.path, at) {
			return r, true
		}
	}
	return rule{}, false
}

func matchPath(p, at []string) bool {
	for len(p) > 0 {
		if p[0] == "**" {
			for i := 0; i <= len(at); i++ {
				if matchPath(p[1:], at[i:]) {
					return true
				}
			}
			return false
		}
		if len(at) == 0 || p[0] != "*" && p[0] != at[0] {
			return false
		}
		p, at = p[1:], at[1:]
	}
	return len(at) == 0
}

var (
	// OpenAI chat completions: https://platform.openai.com/docs/api-reference/chat
	chat = &api{
		request: join(rules(false,
			"messages.*.content", "messages.*.content.*.text", // tool results are role "tool" messages
			"tools.*.function.description", "tools.*.function.parameters.**.description",
			"functions.*.description", "functions.*.parameters.**.description",
			// Predicted Outputs (the file an editor asks to be rewritten) and structured outputs'
			// schema are read by the model too.
			"prediction.content", "prediction.content.*.text", "response_format.json_schema.schema.**.description"),
			rules(true, "messages.*.tool_calls.*.function.arguments", "messages.*.function_call.arguments")),
		answer: join(rules(false, "choices.*.message.content", "choices.*.message.refusal"),
			rules(true, "choices.*.message.tool_calls.*.function.arguments", "choices.*.message.function_call.arguments")),
		events: desanitize.Events{
			Deltas: []string{"choices.*.delta.content", "choices.*.delta.refusal",
				"choices.*.delta.tool_calls.*.function.arguments", "choices.*.delta.function_call.arguments"},
			Part: chatPart,
		},
	}
	// OpenAI responses: https://platform.openai.com/docs/api-reference/responses
	responses = &api{
		request: join(rules(false,
			"instructions", "input", "input.*.content", "input.*.content.*.text",
			"input.*.output", "input.*.output.*.text", // function_call_output items
			"tools.*.description", "tools.*.parameters.**.description", "text.format.schema.**.description"),
			rules(true, "input.*.arguments")),
		answer: join(rules(false, "output.*.content.*.text"), rules(true, "output.*.arguments")),
		events: desanitize.Events{
			Deltas: []string{"delta"}, // response.output_text.delta, response.function_call_arguments.delta
			Whole: []string{"text", "arguments", "part.text", "item.content.*.text", "item.arguments",
				"response.output.*.content.*.text", "response.output.*.arguments"},
			Part: responsesPart,
		},
	}
	// Anthropic messages: https://docs.anthropic.com/en/api/messages
	messages = &api{
		anthropic: true,
		request: rules(false,
			"system", "system.*.text", "messages.*.content", "messages.*.content.*.text",
			"messages.*.content.*.input.**",                                       // tool_use
			"messages.*.content.*.content", "messages.*.content.*.content.*.text", // tool_result
			"tools.*.description", "tools.*.input_schema.**.description"),
		answer: rules(false, "content.*.text", "content.*.input.**"),
		events: desanitize.Events{
			Deltas: []string{"delta.text", "delta.partial_json"}, // text_delta, input_json_delta
			Whole:  []string{"content_block.text", "message.content.*.text"},
		},
	}
	// count_tokens carries the conversation too; its answer is a number.
	countTokens = &api{anthropic: true, request: messages.request}
)

// apiOf returns the api of a request whose body the proxy rewrites, or nil.
func apiOf(r *http.Request) *api {
	if r.Method != http.MethodPost {
		return nil
	}
	switch strings.TrimSuffix(r.URL.Path, "/") {
	case "/v1/chat/completions":
		return chat
	case "/v1/responses":
		return responses
	case "/v1/messages":
		return messages
	case "/v1/messages/count_tokens":
		return countTokens
	}
	return nil
}

// chatPart tells the arguments of a choice's tool calls apart by their index.
func chatPart(data []byte, at []string) string {
	if len(at) < 5 || at[3] != "tool_calls" {
		return ""
	}
	var m struct {
		Choices []struct {
			Delta struct {
				ToolCalls []struct {
					Index json.RawMessage `json:"index"`
				} `json:"tool_calls"`
			} `json:"delta"`
		} `json:"choices"`
	}
	c, _ := strconv.Atoi(at[1])
	t, _ := strconv.Atoi(at[4])
	if json.Unmarshal(data, &m) != nil || c >= len(m.Choices) || t >= len(m.Choices[c].Delta.ToolCalls) {
		return "tool " + at[4]
	}
	return "tool " + string(m.Choices[c].Delta.ToolCalls[t].Index)
}

// responsesPart names the text of a Responses event by its output item and content part.
func responsesPart(data []byte, _ []string) string {
	var m struct {
		Output  json.RawMessage `json:"output_index"`
		Content json.RawMessage `json:"content_index"`
	}
	json.Unmarshal(data, &m)
	return "output " + string(m.Output) + "/" + string(m.Content)
}

// writeError answers a request the proxy refuses, in the API's error shape.
func writeError(w http.ResponseWriter, a *api, status int, typ, msg string) {
	var body any
	if a.anthropic {
		body = map[string]any{"type": "error", "error": map[string]string{"type": typ, "message": msg}}
	} else {
		body = map[string]any{"error": map[string]any{"message": msg, "type": typ, "code": nil, "param": nil}}
	}
	data, _ := json.Marshal(body)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(status)
	w.Write(data)
}

// streamError is the event that ends a stream the upstream broke off, in the API's shape.
func (a *api) streamError(msg string) string {
	m, _ := json.Marshal(msg)
	switch {
	case a.anthropic:
		return `event: error` + "\n" + `data: {"type":"error","error":{"type":"api_error","message":` + string(m) + "}}\n\n"
	case a == responses:
		return `event: error` + "\n" + `data: {"type":"error","code":"upstream_error","message":` + string(m) + ",\"param\":null}\n\n"
	}
	return `data: {"error":{"message":` + string(m) + `,"type":"upstream_error","code":null,"param":null}}` + "\n\n"
}
