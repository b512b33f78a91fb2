package sanitize

import (
	"fmt"
	"testing"
)

// Ciphertexts spread over the domain: the encrypted SSN areas of 20,000 consecutive serials
// fall into 9 buckets of 100 areas evenly (chi-square, 8 degrees of freedom: the 99.9%
// critical value is 26.1).
func TestSSNSpread(t *testing.T) {
	p := testPermuter(t, "")
	c := mustCodec(t, "ssn", nil)
	var buckets [9]float64
	const n = 20000
	for i := 0; i < n; i++ {
		y, err := c.Encrypt(p, fmt.Sprintf("372-61-%04d", 1+i%9999)+"")
		if err != nil {
			t.Fatal(err)
		}
		if i >= 9999 {
			y, err = c.Encrypt(p, fmt.Sprintf("373-61-%04d", 1+i%9999))
			if err != nil {
				t.Fatal(err)
			}
		}
		area := atoi3(y[:3])
		buckets[min((area-1)/100, 8)]++
	}
	// Bucket sizes in areas: 100 each, minus 666 in bucket 6, and bucket 8 is 800–899.
	sizes := [9]float64{99, 100, 100, 100, 100, 100, 99, 100, 100}
	total := 0.0
	for _, s := range sizes {
		total += s
	}
	chi := 0.0
	for i, o := range buckets {
		e := n * sizes[i] / total
		chi += (o - e) * (o - e) / e
	}
	if chi > 26.1 {
		t.Errorf("chi-square %.1f > 26.1: buckets %v", chi, buckets)
	}
}

func atoi3(s string) int { return int(s[0]-'0')*100 + int(s[1]-'0')*10 + int(s[2]-'0') }
