package annotate_test

import "testing"

// In rows a pipe or a tab cuts into cells, a column that the names found fill often is a
// column of names: its other cells shaped like a name are names too, and their ciphertexts
// are found again. A header over the column, a cell of general words and a column that names
// nobody are not.
func TestPersonColumnNames(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		// No header: the given names' column holds Efua too, and the surname beside a given
		// name is one (recordNames).
		{"CLM|CL-7781201|HOLLOWAY|Marcus|19770214|AETNA|PAID\nCLM|CL-7781202|ESPINOZA|Lucía|19880630|BCBS TX|PAID\n" +
			"CLM|CL-7781203|NAKASHIMA|Kenta|20010905|CIGNA|PAID\nCLM|CL-7781204|ADDO|Efua|19650121|MEDICARE|DENIED\n",
			[]string{"HOLLOWAY", "Marcus", "ESPINOZA", "Lucía", "NAKASHIMA", "Kenta", "ADDO", "Efua"}},
		// A header that names no person; the second surname's column.
		{"Nr | Vorname | Nachname | Zweitname | Geburtsdatum\n" +
			"1021 | Xóchitl | Hernández | Tepox | 1979-02-11\n1044 | José Luis | Mamani | Torres | 1965-10-30\n" +
			"1102 | Yuliana | Restrepo | Gómez | 1990-06-18\n1203 | Dayana | Ccahuana | Quispe | 2001-04-25\n",
			[]string{"Xóchitl", "Hernández", "Tepox", "José Luis", "Mamani", "Torres", "Yuliana", "Restrepo", "Gómez", "Dayana", "Ccahuana", "Quispe"}},
		// Rows of CSV without quotes; a header of field names in camel case is none.
		{"PatientLastName,PatientFirstName,DOB,Clinic\nA-77120,Okafor,Chidinma,1985-02-11,Cedar\nA-77121,Nguyen,Thi Lan,1979-05-02,Cedar\n" +
			"A-77122,Mohamud,Faadumo,1990-07-14,Cedar\n",
			[]string{"Okafor", "Chidinma", "Nguyen", "Thi Lan", "Mohamud", "Faadumo"}},
		// A column of general words ("Pending") and one of places stay as they are.
		{"| 12 | Emil Hartung | Pending | Bergen |\n| 13 | Ida Solberg | Pending | Oslo |\n| 14 | Walk-in | Done | Oslo |\n", []string{"Emil Hartung", "Ida Solberg"}},
		// A column of pets' names under its key.
		{"client_first,client_last,mobile,pet,species\nTomás,Ó Ceallaigh,+353 86 774 1023,Misty,cat\nFatima,Al-Sayed,+353 85 663 0192,Noor,goat\n",
			[]string{"Tomás", "Ó Ceallaigh", "Fatima", "Al-Sayed"}},
		// A bulleted list whose heads are names: the head on no list is a name too; a list of
		// tasks is no list of names.
		{"Birthdays:\n- Jo Pemberton – Oct 9\n- Nkechi – 5th of May\n- Ines Vasquez-Moreau – 1 July\n\nTodo:\n- Budget – approved\n- Venue – booked\n- Catering – pending\n",
			[]string{"Jo Pemberton", "Nkechi", "Ines Vasquez-Moreau"}},
		// A vehicle's key: its value is a make and a model.
		{"transfers:\n  - id: TRF-0913-01\n    vehicle: Mercedes Sprinter (VAN-07)\n    driver: {name: \"Ravi Shankar Pillai\"}\n" +
			"  - id: TRF-0913-03\n    vehicle: Mercedes E-Class (CAR-11)\n    driver: {name: \"Abdullahi Musa\"}\n",
			[]string{"Ravi Shankar Pillai", "Abdullahi Musa"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}
