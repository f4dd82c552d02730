import type { ChangeTexts } from './en';

export const changeNl: ChangeTexts = {
  title: 'Uw boeking wijzigen',
  intro:
    'Vraag een ander ophaaltijdstip, een ander aantal passagiers of bagage, of een ander vluchtnummer. We bevestigen elke wijziging.',
  when: 'Ophaaldatum en -uur (Brusselse tijd)',
  whenRequired: 'Voer een datum en uur in.',
  timeSkipped:
    'Dit tijdstip bestaat niet in Brussel: die nacht gaat de klok van 02:00 naar 03:00. Kies een ander tijdstip.',
  passengers: 'Passagiers',
  luggage: 'Bagagestukken',
  flight: 'Vlucht- of treinnummer',
  flightHint: 'Laat leeg indien geen.',
  submit: 'Deze wijziging aanvragen',
  sending: 'Verzenden…',
  nothing: 'Wijzig eerst minstens één veld.',
  sent: 'Uw verzoek is verzonden. We antwoorden u spoedig per e-mail.',
  tooLate_zero: 'Vanaf het ophaaltijdstip kan er online niets meer gewijzigd worden. Bel ons:',
  tooLate_one:
    'Minder dan {{count}} uur voor het ophalen kan er online niets meer gewijzigd worden. Bel ons:',
  tooLate_other:
    'Minder dan {{count}} uur voor het ophalen kan er online niets meer gewijzigd worden. Bel ons:',
  conflict: 'Dit verzoek kon niet verzonden worden: {{detail}}',
  failed: 'Uw verzoek kon niet verzonden worden. Probeer opnieuw, of bel ons op {{phone}}.',
  open: 'Uw wijzigingsverzoek wacht op ons antwoord.',
  withdraw: 'Mijn verzoek intrekken',
  priced:
    'We kunnen uw wijziging uitvoeren tegen een nieuwe prijs: {{total}} in plaats van {{previous}}. Ze geldt pas zodra u ze bevestigt.',
  confirm: 'Nieuwe prijs bevestigen',
  keep: 'Mijn boeking houden zoals ze is',
  confirmed: 'Uw boeking is gewijzigd.',
  kept: 'Uw boeking blijft zoals ze was.',
  declined: 'We konden uw laatst gevraagde wijziging niet uitvoeren: {{reason}}',
  expired: 'Uw wijzigingsverzoek is verlopen op het ophaaltijdstip: uw boeking blijft zoals ze was.',
  asked: 'U vroeg:',
  none: 'geen',
  whenRefused: 'Dit ophaaltijdstip is te vroeg of al voorbij. Kies een later tijdstip.',
  passengersRefused: 'Te veel passagiers voor dit voertuig.',
  luggageRefused: 'Te veel bagage voor dit voertuig.',
  flightRefused: 'Controleer het vlucht- of treinnummer.',
  range: 'Tussen {{min}} en {{max}}.',
};
