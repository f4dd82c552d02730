import { company, contactEmail, type LegalDocument } from './types';

export const termsDe: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  intro: `Diese Bedingungen gelten für jede Fahrt, die bei ${company.name}, ${company.address.de}, Unternehmensnummer ${company.enterpriseNumber}, online, telefonisch oder per E-Mail gebucht wird.`,
  sections: [
    {
      heading: 'Buchung und Bestätigung',
      paragraphs: [
        'Eine Buchung wird zum Vertrag, sobald wir sie per E-Mail bestätigen. Wir können eine Buchung ablehnen, etwa wenn kein passendes Fahrzeug verfügbar ist; Sie zahlen dann nichts. Bitte prüfen Sie Adressen, Datum, Uhrzeit und Fahrgastzahl in der Bestätigung und melden Sie Fehler sofort.',
      ],
    },
    {
      heading: 'Preise',
      paragraphs: [
        'Der Preis steht bei der Buchung fest: die Streckenlänge mal dem Kilometerpreis des gewählten Fahrzeugs, verdoppelt für Hin- und Rückfahrt. Er enthält MwSt., Kraftstoff, Maut und Parken bei der Abholung. Zusätzliche Halte, Umwege oder Wartezeiten, die Sie während der Fahrt wünschen, berechnen wir zum Stundensatz des Fahrzeugs und sagen es Ihnen vorher.',
      ],
    },
    {
      heading: 'Zahlung',
      paragraphs: [
        'Sie bezahlen den Chauffeur am Ende der Fahrt mit Karte, oder bei Firmenkonten auf Rechnung innerhalb von 30 Tagen. Online-Zahlung wird auf dieser Website nicht angeboten.',
      ],
    },
    {
      heading: 'Stornierung',
      paragraphs: [
        'Sie können bis 24 Stunden vor der Abholzeit kostenlos stornieren, telefonisch, per E-Mail oder über den Link in Ihrer Bestätigung.',
      ],
      list: [
        'Weniger als 24 Stunden vor der Abholung: 50\u00a0% des Preises sind fällig.',
        'Nichterscheinen oder Stornierung nach Ankunft des Chauffeurs: der volle Preis ist fällig.',
        'Müssen wir stornieren, zahlen Sie nichts, und wir helfen Ihnen bei einer anderen Lösung.',
      ],
    },
    {
      heading: 'Wartezeit und Verspätungen',
      paragraphs: [
        'Bei Abholungen an Flughafen oder Bahnhof verfolgen wir Ihren Flug oder Zug: Wartezeit durch dessen Verspätung berechnen wir nie, und Ihr Chauffeur wartet nach der tatsächlichen Ankunftszeit 60 Minuten kostenlos. Bei anderen Abholungen sind 15 Minuten Wartezeit frei; danach berechnen wir jede angefangene Viertelstunde.',
      ],
    },
    {
      heading: 'Fahrgäste und Gepäck',
      paragraphs: [
        'Jedes Fahrzeug befördert höchstens die dafür angegebene Zahl an Fahrgästen und Gepäckstücken. Kinder reisen in einem geeigneten Kindersitz, wie es das belgische Gesetz verlangt: Fragen Sie bei der Buchung danach, ohne Aufpreis. Rauchen ist in unseren Fahrzeugen nicht erlaubt; eine Reinigung nach Verschmutzung berechnen wir zum Selbstkostenpreis.',
      ],
    },
    {
      heading: 'Unsere Verpflichtungen und Haftung',
      paragraphs: [
        'Unsere Chauffeure besitzen die Genehmigungen, die das belgische Recht verlangt, und unsere Fahrzeuge sind für jeden Fahrgast versichert. Wir planen großzügige Puffer, haften aber nicht für Verspätungen durch Ereignisse außerhalb unseres Einflusses, etwa Unfälle, gesperrte Straßen, Unwetter oder Streiks. In einem Fahrzeug vergessene Gegenstände bewahren wir drei Monate auf.',
      ],
    },
    {
      heading: 'Beschwerden und Streitigkeiten',
      paragraphs: [
        `Bitte senden Sie Beschwerden innerhalb von 7 Tagen nach der Fahrt an ${contactEmail}; wir antworten innerhalb von 14 Tagen. Kommt keine Einigung zustande, können sich Verbraucher an den belgischen Verbraucherschlichtungsdienst wenden (www.mediationconsommateur.be). Es gilt belgisches Recht, zuständig sind die Gerichte in Brüssel, unbeschadet der gesetzlichen Rechte von Verbrauchern.`,
      ],
    },
    {
      heading: 'Personenbezogene Daten',
      paragraphs: ['Wie wir mit Ihren personenbezogenen Daten umgehen, erklärt unsere Datenschutzerklärung.'],
    },
  ],
};
