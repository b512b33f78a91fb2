package annotate_test

import (
	"fmt"
	"testing"
)

// Names in Chinese characters, kana and Hangul that a form of address or a label marks: the
// name without the form, not a word for a role or kin before one.
func TestPersonCJKNames(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		// Japanese: さん, 様 and 先生 after a name in kanji or katakana; "お客様", "皆さん",
		// "課長さん" and "歯医者さん" are a customer, everyone, a section head and a dentist.
		{"課長の佐藤さんも誘っていい？\n田中様、お世話になっております。お客様の皆さん、課長さん。\nマリアさんと山田太郎先生。歯医者さん\n",
			[]string{"佐藤", "田中", "マリア", "山田太郎"}},
		// Korean: 님 and 씨, after a space or joined; "고객님", "선생님", "아저씨" and "하나님"
		// are roles and God.
		{"김민준 님, 안녕하세요. 민준씨 고객님 선생님 아저씨 하나님\n", []string{"김민준", "민준"}},
		// Chinese: a common surname before a form of address, or a name after a label or a
		// word for kin; "各位老师" (all teachers) is none.
		{"推荐人：王教授 (Prof. Wang Lei)\n各位老师好。李先生和张经理。\n收件人 王芳 | 北京市\n父亲：刘强，母亲：陈静，\n",
			[]string{"王", "Wang Lei", "李", "王芳", "刘强", "陈静"}},
	} {
		if got := personSpans(ann, tc.text); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
	}
	// What the codec makes of a Japanese or Korean name is found again before its form of
	// address (type preservation).
	checkNamesFoundAgain(t, ann, san, "課長の佐藤さんも誘っていい？ 김민준 님", []string{"佐藤", "김민준"})
}
