package annotate

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

// cjkNames adds the names written in Chinese characters, kana or Hangul that a form of address
// or a label marks, where no space ends a word (names.ScriptBlock: tag H is a Chinese
// character, K katakana, G a Hangul syllable):
//   - a Japanese name of two to four kanji or two to eight katakana before さん, さま, くん or
//     ちゃん, or two to four kanji before 様, 先生, 君 or 氏 in a line with kana ("佐藤さん",
//     "田中様", "マリアさん"), not a word for a role or kin ("課長さん"; "お客様" has one kanji);
//   - a Korean name of two to four syllables before 님 or 씨, joined or after a space ("김민준
//     님", "민준씨"), not a word for a role ("고객님", "선생님", "아저씨");
//   - a Chinese name whose first character is a common surname: one to three characters before
//     a form of address ("王教授", "李先生"), or two or three after the label of a person's
//     field or a word for kin ("收件人 王芳", "父亲：刘强，").
//
// The name ends where the characters of its script do.
func (d *personDetector) cjkNames(out [][2]int) [][2]int {
	text := d.text
	for i := 0; i < len(text); {
		if c := text[i]; c < 0xE3 || c > 0xED {
			i++ // no lead byte of a kana, Chinese character or Hangul syllable (U+3041 to U+D7A3)
			continue
		}
		r, n := utf8.DecodeRune(text[i:])
		tag := scriptOf(r)
		if tag != 'H' && tag != 'K' && tag != 'G' {
			i += n
			continue
		}
		// A run of one script: Chinese characters, katakana or Hangul.
		s, e, k := i, i, 0
		for e < len(text) {
			r, n := utf8.DecodeRune(text[e:])
			if scriptOf(r) != tag {
				break
			}
			e += n
			k++
		}
		i = e
		run := text[s:e]
		switch tag {
		case 'H':
			if kanaHonorific(text[e:]) {
				if k >= 2 && k <= 4 && !japaneseRole(string(run)) {
					out = append(out, [2]int{s, e})
				}
			} else if found := d.addressedHanNames(out, s, run); len(found) > len(out) {
				out = found
			} else if (k == 2 || k == 3) && surnameStart(run) && chineseLabelBefore(text[:s]) {
				out = append(out, [2]int{s, e})
			}
		case 'K':
			if kanaHonorific(text[e:]) && k >= 2 && k <= 8 && !katakanaRoles[string(run)] {
				out = append(out, [2]int{s, e})
			}
		case 'G':
			name, joined := bytes.CutSuffix(run, []byte("님"))
			if !joined {
				name, joined = bytes.CutSuffix(run, []byte("씨"))
			}
			m := utf8.RuneCount(name)
			if (joined || koreanHonorificAfter(text[e:])) && m >= 2 && m <= 4 && !koreanRoles[string(name)] {
				out = append(out, [2]int{s, s + len(name)}) // "민준씨", "김민준 님"
			}
		}
	}
	return out
}

// kanaHonorific reports whether rest starts with a Japanese form of address in kana.
func kanaHonorific(rest []byte) bool {
	for _, h := range []string{"さん", "さま", "くん", "ちゃん"} {
		if bytes.HasPrefix(rest, []byte(h)) {
			return true
		}
	}
	return false
}

// addressedHanNames adds the names before the forms of address in Chinese characters inside a
// run of them at offset s ("王教授", "李先生和张经理", "田中様"): what stands between the run's
// start or the form before and this one, one to three characters that a common surname
// starts, or, in a Japanese line, two to four that are no role.
func (d *personDetector) addressedHanNames(out [][2]int, s int, run []byte) [][2]int {
	from := 0
	for i := 0; i < len(run); {
		h := hanAddressAt(run[i:])
		if h == "" {
			_, n := utf8.DecodeRune(run[i:])
			i += n
			continue
		}
		name := run[from:i]
		m := utf8.RuneCount(name)
		japanese := h == "様" || h == "先生" || h == "君" || h == "氏"
		if m >= 1 && m <= 3 && surnameStart(name) ||
			japanese && m >= 2 && m <= 4 && !japaneseRole(string(name)) && d.kanaLine(s) {
			out = append(out, [2]int{s + from, s + i})
		}
		i += len(h)
		from = i
	}
	return out
}

// hanAddressAt returns the form of address of hanAddresses that rest starts with, or "".
func hanAddressAt(rest []byte) string {
	for _, h := range hanAddresses {
		if bytes.HasPrefix(rest, []byte(h)) {
			return h
		}
	}
	return ""
}

// hanAddresses are the forms of address in Chinese characters that follow a surname or a
// name: Japanese 様, 先生, 君, 氏; Chinese 先生, 教授, 女士, 小姐, 老师, 经理, 医生, 律师.
var hanAddresses = []string{"様", "先生", "君", "氏", "教授", "女士", "小姐", "老师", "老師", "经理", "經理", "医生", "醫生", "律师", "律師"}

// kanaLine reports whether the line around position s has hiragana or katakana: Japanese text.
func (d *personDetector) kanaLine(s int) bool {
	ls, le := d.lineBounds(s)
	for _, r := range string(d.text[ls:le]) {
		if t := scriptOf(r); t == 'R' || t == 'K' {
			return true
		}
	}
	return false
}

// koreanHonorificAfter reports whether rest is a space and 님 or 씨 that no Hangul follows.
func koreanHonorificAfter(rest []byte) bool {
	for _, h := range []string{" 님", " 씨"} {
		if bytes.HasPrefix(rest, []byte(h)) && scriptOf(firstRune(rest[len(h):])) != 'G' {
			return true
		}
	}
	return false
}

// scriptOf returns the tag of names.ScriptBlock of r, or 0 for a rune of no such block.
func scriptOf(r rune) byte {
	_, _, tag, ok := names.ScriptBlock(r)
	if !ok {
		return 0
	}
	return tag
}

// firstRune returns the first rune of b, or utf8.RuneError if b is empty.
func firstRune(b []byte) rune {
	r, _ := utf8.DecodeRune(b)
	return r
}

// surnameStart reports whether run starts with a common Chinese surname.
func surnameStart(run []byte) bool {
	return strings.ContainsRune(chineseSurnameChars, firstRune(run))
}

// chineseLabelBefore reports whether before ends with the label of a person's field or a word
// for kin, then a colon, a space or nothing: "收件人 ", "父亲：", "联系人:".
func chineseLabelBefore(before []byte) bool {
	b := strings.TrimRight(string(before[max(0, len(before)-24):]), " ")
	b = strings.TrimSuffix(strings.TrimSuffix(b, ":"), fullwidthColon)
	for _, l := range chineseLabels {
		if strings.HasSuffix(b, l) {
			return true
		}
	}
	return false
}

// chineseSurnameChars are the most common Chinese surnames, in simplified and traditional
// characters.
const chineseSurnameChars = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤" +
	"張劉陳楊黃趙吳孫馬羅鄭謝許韓馮鄧蕭葉蘇呂鍾譚陸賈韋鄒龍賀顧龔萬錢嚴湯"

// chineseLabels are the labels of fields that hold a person's name, and words for kin and
// roles before a name.
var chineseLabels = []string{"收件人", "寄件人", "发件人", "發件人", "收货人", "收貨人", "联系人", "聯絡人", "签收人",
	"申请人", "推荐人", "负责人", "經辦人", "经办人", "担保人", "监护人", "姓名", "客户", "客戶", "父亲", "母亲", "父親",
	"母親", "丈夫", "妻子", "儿子", "女儿", "兒子", "女兒"}

// japaneseRole reports whether a word in kanji names a role or kin, not a person: one of
// japaneseRoles, or a word for one who does a job ("歯医者", "看護師", "会社員", "弁護士",
// "警察官"), which no surname ends like.
func japaneseRole(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return japaneseRoles[w] || strings.ContainsRune("者師員士官", r)
}

// japaneseRoles are words for roles and kin in kanji, before the forms of address of names.
var japaneseRoles = setOf(`課長|部長|社長|係長|店長|院長|校長|会長|医者|患者|店員|看護師|運転手|担当者|担当|子供|会員|
	利用者|参加者|関係者|大家|家主|職員|先輩|後輩|上司|同僚|彼女|彼氏|友達|業者|管理人|警察官|弁護士|税理士|司会者|講師|
	監督|選手|主人|旦那|息子|祖父|祖母|叔父|叔母|皆様|皆|奥様|神様|王様|先生|生徒|学生|担任|皆さん|奥さん`, "|")

// katakanaRoles are words for roles and kin in katakana.
var katakanaRoles = setOf(`ママ|パパ|スタッフ|ドライバー|オーナー|ゲスト|ユーザー|メンバー|マネージャー|リーダー|シェフ|
	ドクター|ナース|ボス|センセイ|オジサン|オバサン|オバチャン|ダンナ`, "|")

// koreanRoles are words for roles and kin in Hangul, before 님 or 씨.
var koreanRoles = setOf(`고객|선생|사장|부장|과장|차장|팀장|회장|교수|원장|대표|실장|기사|어머|아버|환자|주인|선배|회원|
	담당자|관리자|아가|아저|아주머|형|누|손|님|여러분|작가|감독|기자|의사|간호사|변호사|목사|신부|스님|수녀|할머|할아버|
	사모|부모|따님|아드|상담사|매니저|고객센터|직원|형제|자매|집사|권사|장로|전도사|성도|하느|하나|부처|박사|의원|대리|
	주임|소장|국장|시장|총장|이사|상무|전무|본부장|센터장`, "|")
