package annotate

import (
	"testing"

	"github.com/preempt-dev/preempt/internal/scan"
)

func TestColumnHas(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		value string // the value looked up (its first occurrence after the header)
		words []string
		want  bool
	}{
		{"csv header", "name,age,zip\nAnn Lee,45,10025\n", "45", []string{"age"}, true},
		{"csv other column", "name,age,zip\nAnn Lee,45,10025\n", "10025", []string{"age"}, false},
		// A row pasted a cell short or long is still a row of the table, and so are the rows
		// after it; not a chat's lines, whose commas count nothing.
		{"csv ragged", "name,age,role,mobile,mon,tue\nAnn Lee,34,bar,086 123 4471,off,12-8\nDylan Ruiz,17,floor,083 555 0147,off\nNgozi Eze,29,floor,085 555 0119,12-6,off\n", "29", []string{"age"}, true},
		{"csv ragged short", "name,age,role,mobile,mon,tue\nDylan Ruiz,17,floor,083 555 0147,off\n", "17", []string{"age"}, true},
		{"chat commas", "[3/6/25, 21:02] Ana: nombre, edad, km\n[3/6/25, 21:05] Curro: Yo y el niño. Francisco Javier Reyes, 38, 10, 20\n", "38", []string{"edad"}, false},
		// A quoted field holds the delimiter: "$92,500" is one cell, "Lee, Ann" too.
		{"csv quoted", "name,salary,zip\n\"Lee, Ann\",\"$92,500\",60614\nBo,\"$71,000\",60657\n", "60657", []string{"zip"}, true},
		{"csv quoted escape", "note,zip\n\"say \"\"hi, there\"\"\",60614\n", "60614", []string{"zip"}, true},
		{"csv quoted other column", "name,salary,zip\n\"Lee, Ann\",\"$92,500\",60614\n", "60614", []string{"salary"}, false},
		{"markdown", "| Name | Age |\n|---|---|\n| Ann | 45 |\n", "45", []string{"age"}, true},
		// A header cell beyond ASCII matches in any case: the text is lowered for ASCII only.
		{"markdown accented", "| Participant | Âge |\n|---|---|\n| Léa | 45 |\n", "45", []string{"âge"}, true},
		// pandas and R print a data frame aligned with spaces: the header's word above.
		{"pandas", ">>> df\n        name   age    zip\n0  Ann Lee    51  97205\n1  Bo Kim     34  97209\n", "34", []string{"age"}, true},
		{"pandas other column", ">>> df\n        name   age    zip\n0  Ann Lee    51  97205\n", "97205", []string{"age"}, false},
		{"R", "  id    name age\n1 101 Ann Lee  54\n", "54", []string{"age"}, true},
		{"R tibble", "  id    name    age\n  <chr> <chr> <dbl>\n1 101   Ann Lee  54\n", "54", []string{"age"}, true},
		{"aligned page", "   id  page  count\n0   1    12     40\n", "12", []string{"age"}, false},
		// A data frame row holding a comma ("$61,500") is aligned, not a CSV row; a table
		// aligned by hand may put a value a column beside its header's word.
		{"pandas with commas", "        name  age   salary\n0  Ann Lee   51  $61,500\n1  Bo Kim    34  $88,200\n", "34", []string{"age"}, true},
		{"pandas with commas other column", "        name  age   salary\n0  Ann Lee   51  $61,500\n", "61,500", []string{"age"}, false},
		{"aligned by hand", "   id      name     age\n0  10231  Ann Lee 51\n", "51", []string{"age"}, true},
		// A cell of two words longer than the rows it was aligned with (a name's ciphertext)
		// pushes the value under another field: counted by cells it is still the age.
		// A row may quote its address and not its amount: the amount's comma groups digits.
		{"csv grouped digits beside quotes", "order,name,address,zip,total,date\n" +
			"A-1,Tien Pham,\"9021 Bolsa Ave, Westminster, CA\",92683,$330.15,2025-01-04\n" +
			"A-2,Ola Ade,\"77 Peachtree Pl NW, Atlanta, GA\",30309,$1,045.00,2025-01-04\n", "30309", []string{"zip"}, true},
		{"aligned, shifted", "CABIN  PAX_NAME                      DOB          AGE  LOYALTY\n" +
			"8142   BOLAFOHAPOLITULIPEBU/SOREWOFOLI MRS          2012-09-29   62   Sapphire\n", "62", []string{"age"}, true},
		// A long name pushes the rest of its row right: the fields count from the end.
		{"pushed by a long name", "   id      name   age   dept\n0  10231  Diego Ramírez Soto 26 Sales\n", "26", []string{"age"}, true},
		{"pushed under another field", "   id             name age sex  bmi\n2 102   Ingrid Halvorsen  67   F 31.2\n", "67", []string{"age"}, true},
		{"not pushed: as many fields as the header", "   id      name   age visits\n0  10231  Ann   34     22\n", "22", []string{"age"}, false},
		{"pushed, other column", "   id      name   dept   age\n0  10231  Diego Ramírez Soto 26 Sales\n", "26", []string{"age"}, false},
		// Prose is no aligned row: a comma line under a line that names a zip.
		{"prose under zip", "Please check the billing zip for this account\nShip to Springfield, IL 62704 today\n", "62704", []string{"zip"}, false},
		// psql and MySQL output: a rule between the header and the rows.
		{"psql", " name | age | zip\n------+-----+-------\n Ann  |  45 | 10025\n", "45", []string{"age"}, true},
		{"mysql", "+------+-----+\n| name | age |\n+------+-----+\n| Ann  |  45 |\n+------+-----+\n", "45", []string{"age"}, true},
		{"mysql other column", "+------+-----+\n| name | zip |\n+------+-----+\n| 45   | 10025 |\n", "45", []string{"zip"}, false},
		// A keyword counts at the start of a word of the header cell only.
		{"page is not age", "page,count\n12,40\n", "12", []string{"age"}, false},
		{"usage is not age", "usage;n\n45;3\n", "45", []string{"age"}, false},
		{"patient_age", "id,patient_age\n7,45\n", "45", []string{"age"}, true},
		{"home_phone", "id,home_phone\n7,555-0100\n", "555-0100", []string{"phone"}, true},
		// SQL INSERT: the value's column is named in the column list.
		{"sql one line", "INSERT INTO c (name, age, zip) VALUES ('Ann, Lee', 36, '60614');", "60614", []string{"zip"}, true},
		{"sql other column", "INSERT INTO c (name, age, zip) VALUES ('Ann, Lee', 36, '60614');", "36", []string{"zip"}, false},
		{"sql age", "INSERT INTO c (name, age, zip) VALUES ('Ann, Lee', 36, '60614');", "36", []string{"age"}, true},
		{"sql rows", "INSERT INTO c (`name`, `zip`) VALUES\n('Ann', '10025'),\n('Bo', '60614'),\n('Cy', '94103');", "60614", []string{"zip"}, true},
		{"sql columns of the table created", "CREATE TABLE c (\n  id INT PRIMARY KEY,\n  name VARCHAR(80),\n  zip CHAR(5),\n  PRIMARY KEY (id)\n);\nINSERT INTO c VALUES (1, 'Ann', '60614');", "60614", []string{"zip"}, true},
		{"sql other column of the table created", "CREATE TABLE c (id INT, age SMALLINT CHECK (age BETWEEN 16 AND 99), zip CHAR(5));\nINSERT INTO c VALUES (40117, 36, '60614');", "40117", []string{"zip"}, false},
		{"sql age of the table created", "CREATE TABLE IF NOT EXISTS `c` (id INT, age SMALLINT CHECK (age BETWEEN 16 AND 99), zip CHAR(5));\nINSERT INTO `c` VALUES (40117, 36, '60614');", "36", []string{"age"}, true},
		{"sql another table", "CREATE TABLE c (id INT, name TEXT, zip CHAR(5));\nINSERT INTO d VALUES (1, '60614');", "60614", []string{"zip"}, false},
		{"sql after the statement", "INSERT INTO c (name, zip) VALUES ('Ann', '10025'); SELECT 60614;", "60614", []string{"zip"}, false},
		// An amount written unquoted with a comma in its digits: the row lines up without it; a
		// row that lines up as it is keeps its commas as cells.
		{"csv grouped digits", "race,pos,athlete,age,prize,mpesa\nMen,1,Kiprono Kipchumba,24,KES 500,000,0722 555 301", "24", []string{"age"}, true},
		{"csv grouped digits after", "race,pos,athlete,age,prize,mpesa\nMen,1,Kiprono Kipchumba,24,KES 500,000,0722 555 301", "0722 555 301", []string{"mpesa"}, true},
		{"csv grouped digits before a phone", "name,age,base,phone,owner\nTruong Van Khoa,31,$60,000,678-555-0171,Holly", "31", []string{"age"}, true},
		{"csv cells of three digits", "id,age,score,rank\n7,54,100,2", "100", []string{"score"}, true},
		// A ZIP code and a count read as one number too: only the amount's comma groups digits.
		{"csv grouped digits of an amount only", "order,zip,guests,menu,total,paid\nCT-1,78704,120,buffet,$4,680.00,yes", "78704", []string{"zip"}, true},
		{"csv grouped digits of an amount only after", "order,zip,guests,menu,total,paid\nCT-1,78704,120,buffet,$4,680.00,yes", "yes", []string{"paid"}, true},
		// One INSERT a line: the lines have as many commas, but each is read by its own columns.
		{"sql lines", "INSERT INTO c (id, name, zip) VALUES (40117, 'Ann', '10025');\nINSERT INTO c (id, name, zip) VALUES (40118, 'Bo', '60614');",
			"40118", []string{"zip"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lower := scan.ASCIILower([]byte(tt.text))
			at := indexAfterFirstLine(tt.text, tt.value)
			if at < 0 {
				t.Fatalf("%q not in %q", tt.value, tt.text)
			}
			tb := newTables(lower)
			if got := tb.columnHas(at, tt.words); got != tt.want {
				t.Errorf("columnHas(%q, %v) = %v, want %v", tt.value, tt.words, got, tt.want)
			}
		})
	}
}

// indexAfterFirstLine finds v after the first line, or in the VALUES of a one-line statement.
func indexAfterFirstLine(text, v string) int {
	from := 0
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' || i+6 <= len(text) && text[i:i+6] == "VALUES" {
			from = i
			break
		}
	}
	for i := from; i+len(v) <= len(text); i++ {
		if text[i:i+len(v)] == v {
			return i
		}
	}
	return -1
}
