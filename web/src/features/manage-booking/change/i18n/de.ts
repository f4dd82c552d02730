import type { ChangeTexts } from './en';

export const changeDe: ChangeTexts = {
  title: 'Ihre Buchung ändern',
  intro:
    'Fragen Sie eine andere Abholzeit, eine andere Zahl von Fahrgästen oder Gepäckstücken oder eine andere Flugnummer an. Wir bestätigen jede Änderung.',
  when: 'Abholdatum und -uhrzeit (Brüsseler Zeit)',
  whenRequired: 'Geben Sie Datum und Uhrzeit ein.',
  timeSkipped:
    'Diese Uhrzeit gibt es in Brüssel nicht: In dieser Nacht wird die Uhr von 02:00 auf 03:00 vorgestellt. Wählen Sie eine andere Uhrzeit.',
  passengers: 'Fahrgäste',
  luggage: 'Gepäckstücke',
  flight: 'Flug- oder Zugnummer',
  flightHint: 'Leer lassen, wenn keine.',
  submit: 'Diese Änderung anfragen',
  sending: 'Wird gesendet…',
  nothing: 'Ändern Sie zuerst mindestens ein Feld.',
  sent: 'Ihre Anfrage wurde gesendet. Wir antworten Ihnen in Kürze per E-Mail.',
  tooLate_zero: 'Ab der Abholzeit sind online keine Änderungen mehr möglich. Rufen Sie uns an:',
  tooLate_one:
    'Weniger als {{count}} Stunde vor der Abholung sind online keine Änderungen mehr möglich. Rufen Sie uns an:',
  tooLate_other:
    'Weniger als {{count}} Stunden vor der Abholung sind online keine Änderungen mehr möglich. Rufen Sie uns an:',
  conflict: 'Diese Anfrage konnte nicht gesendet werden: {{detail}}',
  failed:
    'Ihre Anfrage konnte nicht gesendet werden. Versuchen Sie es erneut oder rufen Sie uns an: {{phone}}.',
  open: 'Ihre Änderungsanfrage wartet auf unsere Antwort.',
  withdraw: 'Meine Anfrage zurückziehen',
  priced:
    'Wir können Ihre Änderung zu einem neuen Preis vornehmen: {{total}} statt {{previous}}. Sie gilt erst, wenn Sie sie bestätigen.',
  confirm: 'Neuen Preis bestätigen',
  keep: 'Meine Buchung unverändert lassen',
  confirmed: 'Ihre Buchung wurde geändert.',
  kept: 'Ihre Buchung bleibt unverändert.',
  declined: 'Ihre letzte Änderungsanfrage konnten wir nicht umsetzen: {{reason}}',
  expired: 'Ihre Änderungsanfrage ist zur Abholzeit abgelaufen: Ihre Buchung bleibt, wie sie war.',
  asked: 'Ihre Anfrage:',
  none: 'keine',
  whenRefused: 'Diese Abholzeit ist zu früh oder schon vorbei. Wählen Sie eine spätere Zeit.',
  passengersRefused: 'Zu viele Fahrgäste für dieses Fahrzeug.',
  luggageRefused: 'Zu viel Gepäck für dieses Fahrzeug.',
  flightRefused: 'Prüfen Sie die Flug- oder Zugnummer.',
  range: 'Zwischen {{min}} und {{max}}.',
};
