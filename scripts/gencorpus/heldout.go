package main

// heldoutTemplates are the prompts of the held-out split: written for issue 14 before any
// detector was tuned, and looked at only to report.
var heldoutTemplates = []template{
	{"email-en-1", `
From: «p1» <«email:p1»>
To: «p2» <«email:p2»>
Date: «date:recentenabbr»
Subject: Re: onboarding paperwork

Hi «p2.f»,

Thanks for sending the forms. I still need your SSN («ssn») for payroll and a phone number where HR can reach you; the one on file, «phone:usdash», bounces. Your start date is «date:recentenmd», and orientation runs until «time». Please bring a photo ID.

Best,
«p1.f»`},
	{"email-en-2", `
Dear Ms. «p1.l»,

Following our call on «date:recentenmdth», I am confirming the appointment for your son, who is «age:child» years old, at our Cambridge office. Please arrive 15 minutes early and bring his insurance card. If anything changes, call me at «phone:usdot» (ext. 214) or write to «email:p2».

Kind regards,
Dr. «p2»
Pediatric Associates, 1200 Mass Ave, «citystate»`},
	{"email-de-1", `
Hallo «p1.f»,

wie besprochen schicke ich dir die Daten für den Mietvertrag. Mieter: «p2», geboren am «date:de», derzeit «age» Jahre alt. Einzug ist am «date:recentdedm», die Kaution von «money:eur» bitte bis Ende «date:recentdemy» überweisen (IBAN «iban»).

Erreichbar bin ich unter «phone:denat» oder mobil «phone:demob».

Viele Grüße
«p3»`},
	{"email-fr-1", `
Bonjour Madame «p1.l»,

Je vous confirme le rendez-vous du «date:recentfrdm» à 14h30 avec le docteur «p2». Votre fils a «age:child» ans, il faudra donc la présence d'un parent. Pour toute question : «phone:fr» ou «email:p2».

Nous avons bien reçu votre dossier daté du «date:fr».

Cordialement,
«p3», secrétariat`},
	{"email-es-1", `
Hola «p1.f»:

Te escribo por la solicitud de «p2». Nació el «date:es», tiene «age» años y vive en Madrid. Su móvil es «phone:esnat» y el fijo de la oficina «phone:es». La entrevista quedó para el «date:recentesdm» a las 10:00.

Un saludo,
«p3»`},
	{"ticket-1", `
Ticket «ord» | priority: high | opened «date:recentisots»
Customer: «p1» («email:p1»)
Phone: «phone:usintl»

Customer reports that the invoice dated «date:recentus» was charged twice to card ending 4417. Previous contact: «date:recentenmd», agent «p2.f». Refund of «money:usd» approved by «p3».`},
	{"ticket-2", `
[Support] Case «num:6» – address change

Hi team, please update the shipping address for «p1» to «addr». New contact number «phone:us». The old ZIP code was «zip». Customer since «date:recentenmy». Order «ord» ships on «date:recentenmd».`},
	{"chat-1", `
[«time»] «p1.fl»: hey can u send me the number of the plumber
[«time»] «p2.fl»: yeah it's «phone:usdash», ask for «p3.f»
[«time»] «p1.fl»: thx. is he coming «date:recentenmd»?
[«time»] «p2.fl»: no, on the «date:recentendm»… i think. tell «p4.fl» too`},
	{"whatsapp-1", `
«date:recentusshort», «time» - «p1»: Ich bin ab «date:recentdedm» in Istanbul, meine türkische Nummer: «phone:tr»
«date:recentusshort», «time» - «p2»: Super! Meine Mutter («age:old») kommt auch mit.
«date:recentusshort», «time» - «p1»: Ruf mich einfach an, Handy «phone:demob».`},
	{"chat-ph", `
Customer: hi, my name is «p1», I ordered on «date:recentenmd» and nothing arrived
Agent «p2.f»: Sorry to hear that! Can you confirm your mobile number?
Customer: sure, mobile: «phone:ph»
Agent «p2.f»: Thanks. I see order «ord», shipped «date:recentenabbr». I'll call you on «phone:phintl» tomorrow.`},
	{"chat-jp", `
Support chat transcript («date:recentiso»)
User: I moved to Osaka. Please change my phone to «phone:jpmob».
Bot: Your phone number has been updated. The old one was «phone:jpintl».
User: also my wife «p1.f» uses tel «phone:jp».`},
	{"chat-cn", `
Note from the Shanghai office: the supplier contact is «p1» (mobile «phone:cnmob»), backup contact «p2», phone «phone:cn». Meeting moved to «date:recentenmd» at «time».`},
	{"soap-1", `
SOAP NOTE – «date:recentus»
Patient: «p1»   DOB: «date:us»   MRN: «num:7»
S: «age»-year-old presenting with chest pain for 3 days. Wife «p2.f» reports he fainted on «date:recentenmd».
O: BP 138/86, HR 92, T 37.4 °C. SpO2 97 %.
A: Atypical chest pain.
P: Troponin, ECG. Follow-up «date:recentenmdth». Call «phone:usdash» with results.`},
	{"intake-1", `
PATIENT INTAKE
Name: «p1»
Date of birth: «date:us»
Age: «age»
SSN: «ssn»
Address: «addr»
Phone (home): «phone:us»   Phone (cell): «phone:usdot»
Emergency contact: «p2» (spouse), «phone:usdash»
Allergies: penicillin. Current meds: metformin 500 mg twice a day.`},
	{"discharge-de", `
Entlassungsbrief

Sehr geehrte Frau Kollegin «p1.l»,

wir berichten über unseren gemeinsamen Patienten Herrn «p2», geb. «date:eu», der sich vom «date:recentdedm» bis «date:recentde» in stationärer Behandlung befand. Der «age»-jährige Patient wurde mit Dyspnoe aufgenommen.

Rückfragen gerne unter «phone:de».

Mit freundlichen Grüßen
Dr. med. «p3»`},
	{"referral-fr", `
Lettre d'adressage – le «date:recentfr»

Cher confrère,

Je vous adresse Mme «p1», née le «date:eu», âgée de «age» ans, pour avis cardiologique. Elle signale des palpitations depuis «date:recentfrmy». Son numéro : «phone:frdot».

Bien confraternellement,
Dr «p2»`},
	{"hl7-1", `
MSH|^~\&|LAB|HOSP|EHR|HOSP|«date:recenthl7ts»||ORU^R01|MSG«num:5»|P|2.5
PID|1||«num:7»^^^HOSP^MR||«p1.L»^«p1.F»^^^||«date:hl7d»|F|||«num:3» «street»^^«city»^CA^«zip»||«phone:us»|||||«ssn:bare»
OBR|1||«num:6»|CBC^Complete Blood Count|||«date:recenthl7ts12»
OBX|1|NM|718-7^Hemoglobin||13.2|g/dL|12.0-16.0|N|||F`},
	{"hl7-2", `
Please parse this ADT message and tell me the patient's age:
MSH|^~\&|ADT|CLINIC|||«date:recenthl7ts»||ADT^A01|«num:8»|P|2.3
EVN|A01|«date:recenthl7ts»
PID|1||«num:6»||«p1.L»^«p1.F»||«date:hl7d»|M||2106-3|«num:4» «street»^^«city»^TX^«zip»||«phone:usdash»
NK1|1|«p2.L»^«p2.F»|SPO|||«phone:usdash»`},
	{"syslog-1", `
Why does sshd keep failing? Excerpt from /var/log/auth.log:
«date:recentsyslog» web01 sshd[«num:5»]: Failed password for invalid user admin from «ipv4» port «num:5» ssh2
«date:recentsyslog» web01 sshd[«num:5»]: Failed password for root from «ipv4» port «num:5» ssh2
«date:recentsyslog» web01 sshd[«num:5»]: Accepted publickey for deploy from «ipv4» port «num:5» ssh2: RSA SHA256:«hex»`},
	{"apache-1", `
Can you find the bot in this access log?
«ipv4» - - [«date:recentapache»] "GET /wp-login.php HTTP/1.1" 404 «num:3» "-" "Mozilla/5.0"
«ipv4» - - [«date:recentapache»] "POST /xmlrpc.php HTTP/1.1" 200 «num:4» "-" "curl/7.68.0"
«ipv6» - - [«date:recentapache»] "GET /index.html HTTP/2.0" 200 «num:5» "-" "Mozilla/5.0"`},
	{"pylog-1", `
Traceback shows up in our worker logs, any idea?
«date:recentlogts» INFO worker.tasks Processing user «email» (customer «num:6»)
«date:recentlogts» WARNING worker.tasks Retry 3/5 for job «uuid»
«date:recentlogts» ERROR worker.tasks Failed to send SMS to «phone:usintl»: timeout after 30s
Traceback (most recent call last):
  File "/app/worker/tasks.py", line 212, in send_sms`},
	{"csv-1", `
Here is our volunteer list, can you group people by age bracket?

name,age,zip,phone
«p1»,«age»,«zip»,«phone:usdash»
«p2»,«age»,«zip»,«phone:usdash»
«p3»,«age:old»,«zip»,«phone:usdot»
«p4»,«age»,«zip»,«phone:us»`},
	{"csv-2", `
employee_id;first_name;last_name;ssn;birth_date;hire_date
«num:5»;«p1.f»;«p1.l»;«ssn:bare»;«date:iso»;«date:recentiso»
«num:5»;«p2.f»;«p2.l»;«ssn:bare»;«date:iso»;«date:recentiso»
«num:5»;«p3.f»;«p3.l»;«ssn»;«date:iso»;«date:recentiso»`},
	{"json-1", `
Validate this JSON against our schema:
{"customer": {"name": "«p1»", "age": «age», "ssn": "«ssn:bare»", "phone": "«phone:usbare»",
 "address": {"street": "«num:3» «street»", "city": "«city»", "zip": "«zip»"},
 "created_at": "«date:recentisots»", "orders": [«num:5», «num:5»]}}`},
	{"json-2", `
[
  {"id": «num:4», "full_name": "«p1»", "mobile": "«phone:tr»", "country": "TR", "dob": "«date:iso»"},
  {"id": «num:4», "full_name": "«p2»", "mobile": "«phone:ph»", "country": "PH", "dob": "«date:iso»"},
  {"id": «num:4», "full_name": "«p3»", "mobile": "«phone:cnmob»", "country": "CN", "dob": "«date:iso»"}
]
Which of these mobiles are valid?`},
	{"sql-1", `
INSERT INTO patients (first_name, last_name, age, ssn, zip, phone, admitted) VALUES
('«p1.f»', '«p1.l»', «age», '«ssn:bare»', '«zip»', '«phone:usbare»', '«date:recentiso»'),
('«p2.f»', '«p2.l»', «age», '«ssn»', '«zip»', '«phone:usdash»', '«date:recentiso»');
-- why does the second row fail the CHECK constraint?`},
	{"sql-2", `
SELECT * FROM users WHERE zip = '«zip»' AND created > '«date:recentiso»';
-- returns «p1» (phone «phone:us»), last login «date:recentlogts»`},
	{"md-table-1", `
| Name | Age | Phone | Joined |
|------|-----|-------|--------|
| «p1» | «age» | «phone:usdash» | «date:recentenmy» |
| «p2» | «age» | «phone:uk» | «date:recentenmy» |
| «p3» | «age» | «phone:in» | «date:recentenmy» |

Sort by age, descending.`},
	{"md-table-2", `
Résumé des participants :

| Nom | Âge | Téléphone | Arrivée |
|---|---|---|---|
| «p1» | «age» | «phone:fr» | «date:recentfrdm» |
| «p2» | «age» | «phone:frintl» | «date:recentfrdm» |`},
	{"contract-1", `
EMPLOYMENT AGREEMENT

This Agreement is entered into on «date:recenten» between Northwind Logistics LLC ("Employer") and «p1» ("Employee"), residing at «addr», Social Security No. «ssn».

1. Term. Employment begins «date:recentenmd» and continues for a 2-year initial term.
2. Compensation. Employee shall receive an annual salary of «money:usd», payable bi-weekly.
3. Notice. Notices shall be sent to «email:p1» or by phone to «phone:us».`},
	{"contract-de", `
Arbeitsvertrag

zwischen der Firma Brandt & Söhne GmbH und Herrn «p1», geboren am «date:de», wohnhaft in Berlin.

§ 1 Beginn: Das Arbeitsverhältnis beginnt am «date:recentdedm». § 2 Probezeit: 6 Monate. § 3 Vergütung: «money:eur» brutto monatlich. Der «age»-jährige Arbeitnehmer ist telefonisch unter «phone:denat» erreichbar.`},
	{"contract-es", `
CONTRATO DE ARRENDAMIENTO

En Madrid, a «date:recentes», comparecen D. «p1», mayor de edad, con teléfono «phone:es», y Dña. «p2», de «age» años, como arrendataria. El contrato entra en vigor el «date:recentesdm» y tendrá una duración de 12 meses.`},
	{"press-1", `
FOR IMMEDIATE RELEASE – «date:recenten»

SEATTLE — The founder of Lumen Robotics, «p1», «age», said on Tuesday that the company will open a second lab in «date:recentenmy». "We grew from 4 to 120 people in 3 years," said «p1.l». Chief scientist «p2», «age», joins the board. Press contact: «p3», «phone:usdash».`},
	{"resume-1", `
«p1»
«addr» · «phone:usdot» · «email:p1»

EXPERIENCE
Senior Data Engineer, Contoso — «date:recentenmy» – present
Data Analyst, Fabrikam — «date:enmy» – «date:enmy»

Born «date:en». References: «p2», «phone:usdash».`},
	{"hr-letter-1", `
Dear «p1.f»,

We are pleased to offer you the position of Warehouse Lead. At «age» years of age you are the youngest lead we have hired. Your first day will be «date:recentenmd», and your manager, «p2», will meet you at 8:00. Please return the signed offer by «date:recentenmdth».

HR Department, tel. «phone:tollfree»`},
	{"env-1", `
# .env for staging – why does the app not start?
DB_HOST=«ipv4»
DB_PORT=5432
ADMIN_EMAIL=«email»
SUPPORT_PHONE=«phone:usintl»
RELEASE=«ver»
BUILD_DATE=«date:recentiso»
API_KEY=«hex»`},
	{"yaml-1", `
contacts:
  - name: «p1»
    phone: «phone:kr»
    birthday: «date:iso»
  - name: «p2»
    phone: «phone:au»
    birthday: «date:iso»
    age: «age»`},
	{"intl-phones-1", `
Our partners' hotlines (please format them as E.164):
- Lagos office: «phone:ng»
- São Paulo office: «phone:br»
- Mexico City: «phone:mx»
- Moscow: «phone:ru»
- Johannesburg: «phone:za»
- Milan: «phone:it»
- Amsterdam: «phone:nl»
- Dublin: «phone:ie»
- Warsaw: «phone:pl»`},
	{"intl-phones-2", `
Call list for «date:recentenmd»:
«p1» – tel «phone:trintl»
«p2» – tel «phone:jpintl»
«p3» – phone «phone:aunat»
«p4» – phone «phone:ngnat»`},
	{"negatives-1", `
Release notes «ver» («date:recentiso»): fixed the crash on port 8443, bumped the timeout to 30s, and the Q3 2024 report now shows 12.5 % growth. Build «hex». See RMA-«num:6» and case #«num:5». BP targets stay at 130/80; dose 2.5 mg. Employee id «num:5», PID «num:5». Don't dial 911 for this.`},
	{"negatives-2", `
Recipe: mix 3/4 cup flour with 2 eggs, bake for 25 minutes at 180 °C. My 7-year-old laptop overheats; the 2-year warranty expired in 2022. The whisky is aged 12 years. Track parcel 1Z999AA10123456784. ISBN 978-0-13-468599-1. Subtitles: 00:01:23,456 --> 00:01:25,789.`},
	{"negatives-3", `
Server inventory: MAC 00:1A:2B:3C:4D:5E, UUID «uuid», serial «num:9», invoice «num:9», last four digits of card 4417, phone ext 2201. Kernel «ver». Order total 12,345 units in 2024.`},
	{"age-prose-1", `
Mon grand-père a «age:old» ans et habite seul. Moi, j'ai «age» ans. Ma sœur «p1.f», «age» ans, peut passer le voir le «date:recentfrdm».`},
	{"age-prose-2", `
Tengo «age» años y mi hijo tiene «age:child». Mi jefe, «p1», me pidió el informe para el «date:recentesdm».`},
	{"age-prose-3", `
Die «age»-jährige «p1» wurde am «date:recentdedm» befragt. Ihr Bruder ist «age» Jahre alt. Alter: «age».`},
	{"age-prose-4", `
Patient is a «age» y/o female, accompanied by her daughter «p1.f» («age»). Previous visit «date:recentusshort». (age «age» at that visit)`},
	{"ssn-bare-1", `
Please verify these W-2 records:
SSN: «ssn:bare»  Name: «p1»  Wages: «money:usd»
SSN: «ssn:bare»  Name: «p2»  Wages: «money:usd»
Social security number «ssn:sp» belongs to «p3».`},
	{"zip-fields-1", `
Shipping labels:
«p1.U»
«num:4» «street»
«citystate»

zip: «zip4»   postal_code=«zip»`},
	{"mixed-dates-1", `
Timeline for the claim of «p1»:
- «date:recentenmd»: accident
- «date:recentendm»: first report
- «date:recentenmdth»: adjuster «p2.f» visited
- «date:recentenmy»: repair scheduled
Follow-up meeting on «date:recentenabbr» at 3:00 pm.`},
	{"mixed-dates-2", `
Historique du dossier de M. «p1» :
le «date:recentfrdm» ouverture, le «date:recentfr» relance, clôture prévue en «date:recentfrmy».
Zeitplan (deutsch): Eingang «date:recentdedm», Bescheid «date:recentde», Widerspruch bis «date:recentdemy».`},
	{"git-log-1", `
Who introduced this bug?
commit «hex»
Author: «p1» <«email:p1»>
Date:   «date:recentisots»

    Fix overflow in invoice rounding (#«num:4»)`},
	{"k8s-1", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: notifier
data:
  ONCALL_NAME: "«p1»"
  ONCALL_PHONE: "«phone:usintl»"
  SMTP_HOST: "«ipv4»"
  ALLOWED_CIDR: "«ipv4:cidr»"
  LAST_ROTATED: "«date:recentiso»"`},
	{"html-1", `
<form><label>Full name</label><input name="name" value="«p1»">
<label>ZIP</label><input name="zip" value="«zip»">
<label>Phone</label><input name="phone" value="«phone:usdash»">
<label>Date of birth</label><input name="dob" value="«date:us»"></form>
Why does the ZIP field not validate?`},
	{"finance-1", `
Hi, I'm «p1», «age». I earn «money:k» a year and have «money:usd» in savings. My card «card» was declined on «date:recentenmd». Account holder since «date:recentenmy».`},
	{"wire-1", `
Bitte überweisen Sie «money:eur» an «p1», IBAN «iban», bis zum «date:recentdedm». Verwendungszweck: Rechnung «num:6» vom «date:recenteu». Rückfragen: «phone:demob».`},
	{"clinic-table-1", `
Visit list («date:recentenmd»)
patient,age,dob,phone
"«p1.rev»",«age»,«date:us»,«phone:usdash»
"«p2.rev»",«age:child»,«date:us»,«phone:usdash»
"«p3.rev»",«age:old»,«date:us»,«phone:usdash»`},
	{"lab-1", `
LAB REPORT
Patient: «p1.rev»   Sex: F   Age: «age»
Collected: «date:recentdmon» «time»   Reported: «date:recentdmon»
Glucose 5.4 mmol/L (3.9–5.6). HbA1c 6.1 %.
Ordering physician: «p2»`},
	{"sms-1", `
SMS from «phone:usintl» at «date:recentsyslog»: "hey it's «p1.fl», new number, my old one «phone:usdash» is dead. call me at «phone:usdot» after 6"`},
	{"homework-1", `
Exercise: «p1» was born on «date:en». How old was she on «date:recenten»? Show your work. (Answer key: «age» years old.)`},
	{"travel-1", `
Itinerary for «p1»: depart «date:recentendm» 09:40 from Paris, arrive Tokyo «date:recentendm» 07:15. Hotel contact «phone:jp». Return «date:recentenabbr». Passport expires «date:dmon».`},
	{"insurance-1", `
Claim form
Insured: «p1»   Date of birth: «date:us»   Age: «age»
Policy holder SSN: «ssn»
Mailing address: «addr»
Date of loss: «date:recentus»   Reported: «date:recentenmd»
Daytime phone: «phone:us»`},
}
