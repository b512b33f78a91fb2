package annotate

import "bytes"

// Helper is what inline markup says about a span beyond its type: the paper's helper string
// Ψ, written into the markup so a user can edit it next to the values it is about.
//
//	⟦money#monthly:$5,000⟧          names the value "monthly"
//	⟦money=12*monthly:$60,000⟧      a dependant: derived from named values, not noised
//	⟦money#yearly=12*monthly:…⟧     both: a dependant others can refer to
//	⟦keep:SKU-1234⟧                 left exactly as written (a product code the answer needs)
//
// Names are letters, digits and '_' (not starting with a digit); a formula is linear in the
// names (numbers, + - * / and parentheses) and ends at the ':'. Markup without '#' or '=' is
// read exactly as before, and '#', '=' were never allowed there, so old markup keeps its meaning.
type Helper struct {
	Name    string
	Formula string
	Keep    bool
}

// keepID is the pseudo-type of ⟦keep:…⟧ spans, unless the registry has a type of that id.
const keepID = "keep"

var keepType = &Type{ID: keepID, Description: "kept as written (markup)", Category: Keep, Source: "markup"}

// maxHelper bounds the length of a span's header, so a stray '#' cannot make the parser scan far.
const maxHelper = 256

// parseHelper reads "#name" and "=formula" after a type id at data[k:], up to the ':'. It
// returns the position of the ':' (or of what stopped it) and an error message, if any.
func parseHelper(data []byte, k int) (Helper, int, string) {
	var h Helper
	if k < len(data) && data[k] == '#' {
		j := k + 1
		for j < len(data) && isNameChar(data[j]) {
			j++
		}
		if j == k+1 || data[k+1] >= '0' && data[k+1] <= '9' {
			return h, k, "'#' must be followed by a name (letters, digits, _)"
		}
		h.Name = string(data[k+1 : j])
		k = j
	}
	if k < len(data) && data[k] == '=' {
		end := bytes.IndexByte(data[k:min(len(data), k+maxHelper)], ':')
		if end < 0 {
			return h, k, "'=' must be followed by a formula and ':'"
		}
		f := data[k+1 : k+end]
		for _, c := range f {
			if !isNameChar(c) && !bytes.ContainsRune([]byte(" .+-*/()"), rune(c)) {
				return h, k, "a formula may only use names, numbers, spaces and + - * / ( )"
			}
		}
		if len(bytes.TrimSpace(f)) == 0 {
			return h, k, "empty formula after '='"
		}
		h.Formula = string(f)
		k += end
	}
	return h, k, ""
}

func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}
