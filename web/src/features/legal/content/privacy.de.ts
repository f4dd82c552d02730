import { company, type LegalDocument } from './types';

export const privacyDe: LegalDocument = {
  title: 'Datenschutzerklärung',
  intro: `Diese Erklärung beschreibt, welche personenbezogenen Daten ${company.name} erhebt, wenn Sie diese Website nutzen oder mit uns reisen, wozu wir sie brauchen, wie lange wir sie speichern und wie Sie Ihre Rechte nach der Datenschutz-Grundverordnung (DSGVO) ausüben.`,
  sections: [
    {
      heading: 'Wer für Ihre Daten verantwortlich ist',
      paragraphs: [
        `Verantwortlicher ist ${company.name}, ${company.address.de}, Unternehmensnummer ${company.enterpriseNumber}. Für alle Fragen zu Ihren Daten schreiben Sie an ${company.privacyEmail}.`,
      ],
    },
    {
      heading: 'Was wir speichern',
      paragraphs: ['Wir erheben nur, was wir brauchen, um Sie zu fahren und Ihnen zu antworten:'],
      list: [
        'Buchungen: Ihr Name, Ihre Telefonnummer und E-Mail-Adresse, Abhol- und Zieladresse, Datum und Uhrzeit, Anzahl der Fahrgäste und Gepäckstücke, Flug- oder Zugnummer, das gewählte Fahrzeug und der Preis.',
        'Kontaktformular: Ihr Name, Ihre E-Mail-Adresse, Telefonnummer und Ihre Nachricht.',
        'Newsletter: Ihre E-Mail-Adresse und das Datum der Anmeldung.',
        'Konten: Ihre E-Mail-Adresse, ein geschütztes (gehashtes) Passwort und Ihre Rolle.',
        'Technische Daten: Serverprotokolle mit Ihrer IP-Adresse und den aufgerufenen Seiten, um den Dienst sicher zu halten. Ihre Sprachwahl wird in Ihrem eigenen Browser gespeichert (Local Storage). Wir verwenden keine Werbe- oder Analyse-Cookies.',
      ],
    },
    {
      heading: 'Wozu wir sie verwenden',
      paragraphs: [
        'Buchungsdaten verwenden wir zur Erfüllung unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO): die Fahrt planen, Ihren Chauffeur informieren und Sie dazu kontaktieren. Rechnungsdaten bewahren wir auf, um unsere gesetzlichen Buchführungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c).',
        'Kontaktnachrichten verwenden wir, um Ihnen zu antworten, in unserem berechtigten Interesse oder auf Ihre Anfrage vor einem Vertrag (Art. 6 Abs. 1 lit. b und f). Den Newsletter senden wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a), die Sie jederzeit über den Link in jeder Ausgabe widerrufen können. Serverprotokolle dienen unserem berechtigten Interesse an einem sicheren Dienst (Art. 6 Abs. 1 lit. f).',
      ],
    },
    {
      heading: 'Wie lange wir sie speichern',
      paragraphs: ['Wir speichern personenbezogene Daten nicht länger als nötig:'],
      list: [
        'Fahrtdaten (Adressen, Flugnummern, Fahrgastangaben): 24 Monate nach der Fahrt, danach gelöscht oder anonymisiert.',
        'Rechnungen und die Daten darauf: 10 Jahre, wie es das belgische Buchführungsrecht verlangt.',
        'Kontaktnachrichten: 12 Monate nach unserem letzten Austausch.',
        'Newsletter: bis Sie sich abmelden.',
        'Konten: bis Sie uns bitten, Ihr Konto zu schließen.',
        'Serverprotokolle: 30 Tage.',
      ],
    },
    {
      heading: 'Wer sie erhält',
      paragraphs: [
        'Nur der Chauffeur Ihrer Fahrt sieht die Angaben, die er für die Fahrt braucht. Unsere Hosting- und E-Mail-Dienstleister verarbeiten Daten in unserem Auftrag, mit Auftragsverarbeitungsverträgen, innerhalb des Europäischen Wirtschaftsraums. Wir verkaufen Ihre Daten nie und übermitteln sie nicht außerhalb des EWR.',
      ],
    },
    {
      heading: 'Ihre Rechte und wie Sie die Löschung verlangen',
      paragraphs: [
        `Sie können Auskunft über Ihre Daten, deren Berichtigung oder Löschung, die Einschränkung ihrer Verarbeitung und eine Kopie in einem übertragbaren Format verlangen sowie der Verarbeitung widersprechen. Schreiben Sie dazu an ${company.privacyEmail} von der Adresse, die Sie bei uns verwendet haben, oder sagen Sie uns, wie wir prüfen können, dass die Anfrage von Ihnen stammt.`,
        'Wir antworten innerhalb eines Monats. Verlangen Sie die Löschung, löschen oder anonymisieren wir Ihre Daten in unseren Buchungen, Nachrichten und im Verteiler; Daten, die wir gesetzlich aufbewahren müssen, wie Rechnungen, werden gesperrt und bis zum Ende der gesetzlichen Frist für nichts anderes verwendet.',
        'Wenn Sie meinen, dass wir Ihre Rechte nicht achten, können Sie sich bei der belgischen Datenschutzbehörde beschweren, Rue de la Presse 35, 1000 Brüssel (www.dataprotectionauthority.be).',
      ],
    },
    {
      heading: 'Sicherheit',
      paragraphs: [
        'Daten werden verschlüsselt übertragen (HTTPS), der Zugriff ist auf die Mitarbeitenden beschränkt, die ihn brauchen, und jede Änderung an einer Buchung wird mit ihrem Urheber festgehalten.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: ['Ändert sich diese Erklärung, veröffentlichen wir die neue Fassung hier mit ihrem Datum.'],
    },
  ],
};
