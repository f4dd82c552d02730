import type { Language, ProblemCode, ProblemParams } from '@chauffeur/contracts';

/** The codes whose sentence agrees with a number (`count`): i18next's `_one` / `_other` keys. */
type PluralCode = {
  [C in ProblemCode]: ProblemParams<C> extends { count: number } ? C : never;
}[ProblemCode];

/**
 * One sentence per code the server can send (contracts' PROBLEM_TEXTS): a missing one fails the type check.
 * `_zero` where 0 needs its own words (i18next picks it for a count of 0 in every language): 0 hours of free
 * cancellation is "until the pickup time" (decisions 284, 288), as the server's English says it.
 */
export type ProblemTexts = Record<Exclude<ProblemCode, PluralCode>, string> &
  Record<`${PluralCode}_${'one' | 'other'}`, string> &
  Partial<Record<`${PluralCode}_zero`, string>>;

/**
 * The server's refusals in the page's language (namespace `problems`, decision 230), by the problem's
 * `code`, with its `params` interpolated; an instant (`at`) as `{{at, brusselsDateTime}}`, on the Brussels clock
 * in the page's language (contracts' formatBrussels, registered with the texts), and an amount (`fare`) as
 * `{{fare, money}}`, in the page's way and the refusal's `currency` param. English is the server's own
 * sentence, word for word but for that instant's format (SPEC's texts stay exact: problem-texts.test.ts
 * compares each with contracts' PROBLEM_TEXTS). Registered by the
 * chunks of the public pages that can receive them (register-problem-texts.ts), never by the landing page's
 * first load: its footer form loads them when a refusal arrives (load-problem-texts.ts, decision 238).
 */
export const problemTexts: Record<Language, ProblemTexts> = {
  en: {
    invalid_fields: 'The request has invalid fields',
    invalid_json: 'The request body is not valid JSON',
    already_exists: 'This record already exists.',
    changed_by_someone_else:
      'This record was changed by someone else. Reload it to see the latest version, then try again.',
    too_many_requests_one: 'Too many requests from your address. Please wait {{count}} second or call us.',
    too_many_requests_other: 'Too many requests from your address. Please wait {{count}} seconds or call us.',
    too_many_attempts_one: 'Too many failed attempts. Please wait {{count}} second before trying again.',
    too_many_attempts_other: 'Too many failed attempts. Please wait {{count}} seconds before trying again.',
    missing_booking_information: 'Missing required booking information',
    maintenance: 'Online booking is paused for maintenance. Please try again later or call us to book.',
    vehicle_not_available: 'The chosen vehicle is not available',
    vehicle_unavailable_at_time:
      'This vehicle is not available at that time: every car of this model is already booked. Please choose another time or another vehicle.',
    booking_rule: 'The booking breaks a booking rule',
    change_rule: 'The change breaks a booking rule',
    outside_area: 'This trip is outside the area we serve online',
    places_unverified: 'We could not verify the places of this trip',
    same_place: 'The destination is the same place as the pickup',
    quote_unusable: 'The quote cannot be used',
    quote_differs: 'The booking differs from its quote',
    quote_price_changed:
      'The price has changed since it was quoted: it is now {{fare, money}}. Please tell the customer the new price and book again.',
    link_not_valid: 'This link is not valid. Please use the link in your e-mail, or find your booking again.',
    booking_not_found: 'Booking not found',
    cancel_cut_off_zero:
      'This booking can no longer be cancelled online: free cancellation ends at the pickup time. Please call us on {{phone}}.',
    cancel_cut_off_one:
      'This booking can no longer be cancelled online: free cancellation ends {{count}} hour before pickup. Please call us on {{phone}}.',
    cancel_cut_off_other:
      'This booking can no longer be cancelled online: free cancellation ends {{count}} hours before pickup. Please call us on {{phone}}.',
    already_cancelled: 'This booking is already cancelled.',
    ride_started: 'This ride has already started and can no longer be cancelled.',
    ride_ended: 'This ride has already taken place and can no longer be cancelled.',
    change_cut_off_zero:
      'Changes can be asked online until the pickup time. Please call us to change this booking.',
    change_cut_off_one:
      'Changes can be asked online up to {{count}} hour before pickup. Please call us to change this booking.',
    change_cut_off_other:
      'Changes can be asked online up to {{count}} hours before pickup. Please call us to change this booking.',
    no_change: 'This asks for no change to the booking',
    change_request_not_found: 'Change request not found',
    change_requests_used_up_one:
      'This booking has had {{count}} change request online, the most we take. Please call us to change this booking.',
    change_requests_used_up_other:
      'This booking has had {{count}} change requests online, the most we take. Please call us to change this booking.',
    change_request_already_open: 'A change request is already open for this booking ({{id}})',
    change_request_waiting: 'This change request is waiting for our answer',
    change_request_awaiting_customer: 'This change request is waiting for your confirmation of the new price',
    change_request_applied: 'This change request is already applied',
    change_request_declined: 'This change request is already declined',
    change_request_withdrawn: 'This change request is already withdrawn',
    change_price_rose: 'The price of this change has gone up since it was quoted. Please ask again.',
    change_request_closed: 'This change request was closed when the booking ended',
    change_request_expired: 'This change request expired: its pickup time has passed',
    change_ride_started: 'Cannot change a booking that is in progress',
    change_ride_completed: 'Cannot change a booking that is completed',
    change_booking_cancelled: 'Cannot change a booking that is cancelled',
    change_ride_no_show: 'Cannot change a booking that is a no-show',
    change_pickup_passed: 'Cannot change a booking whose pickup time has passed',
    pickup_in_past: 'Pickup time cannot be in the past',
    lead_time_one: 'Bookings must be made at least {{count}} hour before pickup',
    lead_time_other: 'Bookings must be made at least {{count}} hours before pickup',
    too_many_passengers_one: 'The {{vehicle}} takes at most {{count}} passenger',
    too_many_passengers_other: 'The {{vehicle}} takes at most {{count}} passengers',
    too_much_luggage_one: 'The {{vehicle}} takes at most {{count}} piece of luggage',
    too_much_luggage_other: 'The {{vehicle}} takes at most {{count}} pieces of luggage',
    trip_not_completed: 'You can rate your trip once it is completed.',
    already_rated: 'You have already rated this trip. Thank you!',
    receipt_not_ready: 'The receipt is available once the ride is completed.',
    start_too_early_one:
      'This ride can be started from {{at, brusselsDateTime}} (Brussels time) ({{count}} hour before pickup)',
    start_too_early_other:
      'This ride can be started from {{at, brusselsDateTime}} (Brussels time) ({{count}} hours before pickup)',
    complete_before_start:
      'This ride can be completed only after its start, {{at, brusselsDateTime}} (Brussels time)',
    no_show_too_early:
      'A no-show can be recorded from the pickup time, {{at, brusselsDateTime}} (Brussels time)',
    booking_now_pending: 'Cannot {{step}} a booking that is pending',
    booking_now_confirmed: 'Cannot {{step}} a booking that is confirmed',
    booking_now_in_progress: 'Cannot {{step}} a booking that is in progress',
    booking_now_completed: 'Cannot {{step}} a booking that is completed',
    booking_now_cancelled: 'Cannot {{step}} a booking that is cancelled',
    booking_now_no_show: 'Cannot {{step}} a booking that is a no-show',
    chauffeur_busy: 'This chauffeur already drives {{reference}} at that time.',
    car_busy: 'This car is already on {{reference}} at that time.',
    chauffeur_has_upcoming_rides:
      'This chauffeur still has upcoming rides ({{references}}). Assign them to another chauffeur before making this chauffeur inactive.',
    vehicle_has_upcoming_bookings:
      'Upcoming bookings use this vehicle ({{references}}). Change or cancel them before deleting the vehicle.',
    message_already_received: 'This message was already received',
    message_not_found: 'Message not found',
    current_password_wrong: 'The current password is not correct',
    verification_sent_recently_one:
      'A link was sent a moment ago. Please wait {{count}} second before asking again.',
    verification_sent_recently_other:
      'A link was sent a moment ago. Please wait {{count}} seconds before asking again.',
    already_invited:
      'This address has already been invited. Use "Send link again" on the staff list for a new link, or change the role there.',
    chauffeur_added_on_chauffeurs_page:
      'Chauffeurs are added on the Chauffeurs page, which records the chauffeur and sends their invitation.',
    driver_role_needs_chauffeur:
      'Only a chauffeur can have the Chauffeur role: first add a chauffeur with this e-mail address on the Chauffeurs page.',
    chauffeur_email_is_staff:
      'This e-mail address belongs to a staff account (administrator or dispatcher). Give the chauffeur an address of their own.',
    chauffeur_email_being_taken:
      'Another account is taking this e-mail address at this moment: save again to see who has it',
    chauffeurs_catching_up: 'The chauffeurs list is catching up: save again in a moment',
    invitation_address_being_taken:
      'Another account is taking this e-mail address at this moment: invite again in a moment to see who has it.',
    gif_frames_too_large:
      'The frames of this animated GIF add up to {{megapixels}} megapixels, more than {{most}}: save it with fewer or smaller frames and upload it again.',
  },
  nl: {
    invalid_fields: 'Sommige velden van het verzoek zijn ongeldig.',
    invalid_json: 'Het verzoek kon niet gelezen worden.',
    already_exists: 'Dit bestaat al.',
    changed_by_someone_else:
      'Dit werd intussen door iemand anders gewijzigd. Laad de pagina opnieuw om de laatste versie te zien en probeer het dan opnieuw.',
    too_many_requests_one: 'Te veel verzoeken vanaf uw adres. Wacht {{count}} seconde of bel ons.',
    too_many_requests_other: 'Te veel verzoeken vanaf uw adres. Wacht {{count}} seconden of bel ons.',
    too_many_attempts_one: 'Te veel mislukte pogingen. Wacht {{count}} seconde voor u het opnieuw probeert.',
    too_many_attempts_other:
      'Te veel mislukte pogingen. Wacht {{count}} seconden voor u het opnieuw probeert.',
    missing_booking_information: 'Er ontbreken gegevens die nodig zijn voor de boeking.',
    maintenance:
      'Online boeken is tijdelijk onderbroken wegens onderhoud. Probeer het later opnieuw of bel ons om te boeken.',
    vehicle_not_available: 'Het gekozen voertuig is niet beschikbaar.',
    vehicle_unavailable_at_time:
      'Dit voertuig is op dat moment niet beschikbaar: elke wagen van dit model is al geboekt. Kies een ander tijdstip of een ander voertuig.',
    booking_rule: 'Deze boeking voldoet niet aan een boekingsregel.',
    change_rule: 'Deze wijziging voldoet niet aan een boekingsregel.',
    outside_area: 'Deze rit valt buiten het gebied dat we online bedienen.',
    places_unverified: 'We konden de adressen van deze rit niet controleren.',
    same_place: 'De bestemming is dezelfde plaats als de opstapplaats.',
    quote_unusable: 'Deze prijsopgave kan niet meer gebruikt worden.',
    quote_differs: 'De boeking verschilt van de prijsopgave.',
    quote_price_changed:
      'De prijs is gewijzigd sinds de prijsopgave: hij bedraagt nu {{fare, money}}. Deel de klant de nieuwe prijs mee en boek opnieuw.',
    link_not_valid: 'Deze link is niet geldig. Gebruik de link in uw e-mail of zoek uw boeking opnieuw op.',
    booking_not_found: 'Boeking niet gevonden.',
    cancel_cut_off_zero:
      'Deze boeking kan niet meer online geannuleerd worden: gratis annuleren kan tot het ophaaltijdstip. Bel ons op {{phone}}.',
    cancel_cut_off_one:
      'Deze boeking kan niet meer online geannuleerd worden: gratis annuleren kan tot {{count}} uur voor het ophalen. Bel ons op {{phone}}.',
    cancel_cut_off_other:
      'Deze boeking kan niet meer online geannuleerd worden: gratis annuleren kan tot {{count}} uur voor het ophalen. Bel ons op {{phone}}.',
    already_cancelled: 'Deze boeking is al geannuleerd.',
    ride_started: 'Deze rit is al begonnen en kan niet meer geannuleerd worden.',
    ride_ended: 'Deze rit heeft al plaatsgevonden en kan niet meer geannuleerd worden.',
    change_cut_off_zero:
      'Wijzigingen kunnen online aangevraagd worden tot het ophaaltijdstip. Bel ons om deze boeking te wijzigen.',
    change_cut_off_one:
      'Wijzigingen kunnen online aangevraagd worden tot {{count}} uur voor het ophalen. Bel ons om deze boeking te wijzigen.',
    change_cut_off_other:
      'Wijzigingen kunnen online aangevraagd worden tot {{count}} uur voor het ophalen. Bel ons om deze boeking te wijzigen.',
    no_change: 'Dit verzoek wijzigt niets aan de boeking.',
    change_request_not_found: 'Wijzigingsverzoek niet gevonden.',
    change_requests_used_up_one:
      'Voor deze boeking is online al {{count}} wijzigingsverzoek gedaan, het maximum dat we aanvaarden. Bel ons om deze boeking te wijzigen.',
    change_requests_used_up_other:
      'Voor deze boeking zijn online al {{count}} wijzigingsverzoeken gedaan, het maximum dat we aanvaarden. Bel ons om deze boeking te wijzigen.',
    change_request_already_open: 'Er staat al een wijzigingsverzoek open voor deze boeking ({{id}}).',
    change_request_waiting: 'Dit wijzigingsverzoek wacht op ons antwoord.',
    change_request_awaiting_customer: 'Dit wijzigingsverzoek wacht op uw bevestiging van de nieuwe prijs.',
    change_request_applied: 'Dit wijzigingsverzoek is al doorgevoerd.',
    change_request_declined: 'Dit wijzigingsverzoek is al geweigerd.',
    change_request_withdrawn: 'Dit wijzigingsverzoek is al ingetrokken.',
    change_price_rose:
      'De prijs van deze wijziging is gestegen sinds de prijsopgave. Vraag de wijziging opnieuw aan.',
    change_request_closed: 'Dit wijzigingsverzoek werd gesloten toen de boeking afliep.',
    change_request_expired: 'Dit wijzigingsverzoek is verlopen: de ophaaltijd is voorbij.',
    change_ride_started: 'Een boeking waarvan de rit al begonnen is, kan niet meer gewijzigd worden.',
    change_ride_completed: 'Een boeking waarvan de rit afgelopen is, kan niet meer gewijzigd worden.',
    change_booking_cancelled: 'Een geannuleerde boeking kan niet meer gewijzigd worden.',
    change_ride_no_show: 'Een boeking waarvoor de klant niet verschenen is, kan niet meer gewijzigd worden.',
    change_pickup_passed: 'Een boeking waarvan de ophaaltijd voorbij is, kan niet meer gewijzigd worden.',
    pickup_in_past: 'De ophaaltijd kan niet in het verleden liggen.',
    lead_time_one: 'Boekingen moeten minstens {{count}} uur voor het ophalen gemaakt worden.',
    lead_time_other: 'Boekingen moeten minstens {{count}} uur voor het ophalen gemaakt worden.',
    too_many_passengers_one: 'De {{vehicle}} neemt hoogstens {{count}} passagier mee.',
    too_many_passengers_other: 'De {{vehicle}} neemt hoogstens {{count}} passagiers mee.',
    too_much_luggage_one: 'De {{vehicle}} neemt hoogstens {{count}} bagagestuk mee.',
    too_much_luggage_other: 'De {{vehicle}} neemt hoogstens {{count}} bagagestukken mee.',
    trip_not_completed: 'U kunt uw rit beoordelen zodra die afgelopen is.',
    already_rated: 'U hebt deze rit al beoordeeld. Dank u!',
    receipt_not_ready: 'Het ontvangstbewijs is beschikbaar zodra de rit afgelopen is.',
    start_too_early_one:
      'Deze rit kan gestart worden vanaf {{at, brusselsDateTime}} (Brusselse tijd), {{count}} uur voor de ophaaltijd.',
    start_too_early_other:
      'Deze rit kan gestart worden vanaf {{at, brusselsDateTime}} (Brusselse tijd), {{count}} uur voor de ophaaltijd.',
    complete_before_start:
      'Deze rit kan pas afgesloten worden na de start, {{at, brusselsDateTime}} (Brusselse tijd).',
    no_show_too_early:
      'Niet verschijnen kan geregistreerd worden vanaf de ophaaltijd, {{at, brusselsDateTime}} (Brusselse tijd).',
    booking_now_pending: 'Deze boeking wacht nog op bevestiging.',
    booking_now_confirmed: 'Deze boeking is intussen bevestigd.',
    booking_now_in_progress: 'De rit van deze boeking is intussen begonnen.',
    booking_now_completed: 'Deze boeking is intussen voltooid.',
    booking_now_cancelled: 'Deze boeking is intussen geannuleerd.',
    booking_now_no_show: 'Deze boeking is intussen als niet verschenen geregistreerd.',
    chauffeur_busy: 'Deze chauffeur rijdt op dat moment al {{reference}}.',
    car_busy: 'Deze wagen rijdt op dat moment al {{reference}}.',
    chauffeur_has_upcoming_rides:
      'Deze chauffeur heeft nog komende ritten ({{references}}). Wijs ze eerst toe aan een andere chauffeur voor u deze chauffeur inactief maakt.',
    vehicle_has_upcoming_bookings:
      'Komende boekingen gebruiken dit voertuig ({{references}}). Wijzig of annuleer ze voor u het voertuig verwijdert.',
    message_already_received: 'Dit bericht werd al ontvangen.',
    message_not_found: 'Bericht niet gevonden.',
    current_password_wrong: 'Het huidige wachtwoord is niet juist.',
    verification_sent_recently_one:
      'Er werd net een link verstuurd. Wacht {{count}} seconde voor u een nieuwe vraagt.',
    verification_sent_recently_other:
      'Er werd net een link verstuurd. Wacht {{count}} seconden voor u een nieuwe vraagt.',
    already_invited:
      'Dit adres is al uitgenodigd. Gebruik "Link opnieuw sturen" in de personeelslijst voor een nieuwe link, of wijzig daar de rol.',
    chauffeur_added_on_chauffeurs_page:
      'Chauffeurs worden toegevoegd op de pagina Chauffeurs, die de chauffeur registreert en zijn uitnodiging verstuurt.',
    driver_role_needs_chauffeur:
      'Alleen een chauffeur kan de rol Chauffeur hebben: voeg eerst een chauffeur met dit e-mailadres toe op de pagina Chauffeurs.',
    chauffeur_email_is_staff:
      'Dit e-mailadres hoort bij een personeelsaccount (beheerder of dispatcher). Geef de chauffeur een eigen adres.',
    chauffeur_email_being_taken:
      'Een ander account neemt dit e-mailadres op dit moment in gebruik: sla opnieuw op om te zien van wie het is.',
    chauffeurs_catching_up: 'De lijst met chauffeurs wordt bijgewerkt: sla over een ogenblik opnieuw op.',
    invitation_address_being_taken:
      'Een ander account neemt dit e-mailadres op dit moment in gebruik: nodig over een ogenblik opnieuw uit om te zien van wie het is.',
    gif_frames_too_large:
      'De frames van deze geanimeerde GIF zijn samen {{megapixels}} megapixels groot, meer dan {{most}}: sla het bestand op met minder of kleinere frames en upload het opnieuw.',
  },
  fr: {
    invalid_fields: 'Certains champs de la demande ne sont pas valides.',
    invalid_json: 'La demande n’a pas pu être lue.',
    already_exists: 'Cet élément existe déjà.',
    changed_by_someone_else:
      'Quelqu’un d’autre l’a modifié entre-temps. Rechargez la page pour voir la dernière version, puis réessayez.',
    too_many_requests_one:
      'Trop de demandes depuis votre adresse. Patientez {{count}} seconde ou appelez-nous.',
    too_many_requests_other:
      'Trop de demandes depuis votre adresse. Patientez {{count}} secondes ou appelez-nous.',
    too_many_attempts_one: 'Trop de tentatives échouées. Patientez {{count}} seconde avant de réessayer.',
    too_many_attempts_other: 'Trop de tentatives échouées. Patientez {{count}} secondes avant de réessayer.',
    missing_booking_information: 'Des informations nécessaires à la réservation manquent.',
    maintenance:
      'La réservation en ligne est suspendue pour maintenance. Veuillez réessayer plus tard ou appelez-nous pour réserver.',
    vehicle_not_available: 'Le véhicule choisi n’est pas disponible.',
    vehicle_unavailable_at_time:
      'Ce véhicule n’est pas disponible à cette heure\u00a0: toutes les voitures de ce modèle sont déjà réservées. Choisissez une autre heure ou un autre véhicule.',
    booking_rule: 'Cette réservation ne respecte pas une règle de réservation.',
    change_rule: 'Cette modification ne respecte pas une règle de réservation.',
    outside_area: 'Ce trajet est en dehors de la zone que nous desservons en ligne.',
    places_unverified: 'Nous n’avons pas pu vérifier les adresses de ce trajet.',
    same_place: 'La destination est le même lieu que la prise en charge.',
    quote_unusable: 'Ce devis ne peut plus être utilisé.',
    quote_differs: 'La réservation diffère de son devis.',
    quote_price_changed:
      'Le prix a changé depuis le devis\u00a0: il est maintenant de {{fare, money}}. Communiquez le nouveau prix au client, puis réservez à nouveau.',
    link_not_valid:
      'Ce lien n’est pas valide. Utilisez le lien de votre e-mail, ou retrouvez votre réservation.',
    booking_not_found: 'Réservation introuvable.',
    cancel_cut_off_zero:
      'Cette réservation ne peut plus être annulée en ligne\u00a0: l’annulation gratuite prend fin à l’heure de prise en charge. Appelez-nous au {{phone}}.',
    cancel_cut_off_one:
      'Cette réservation ne peut plus être annulée en ligne\u00a0: l’annulation gratuite prend fin {{count}} heure avant la prise en charge. Appelez-nous au {{phone}}.',
    cancel_cut_off_other:
      'Cette réservation ne peut plus être annulée en ligne\u00a0: l’annulation gratuite prend fin {{count}} heures avant la prise en charge. Appelez-nous au {{phone}}.',
    already_cancelled: 'Cette réservation est déjà annulée.',
    ride_started: 'Cette course a déjà commencé et ne peut plus être annulée.',
    ride_ended: 'Cette course a déjà eu lieu et ne peut plus être annulée.',
    change_cut_off_zero:
      'Les modifications peuvent être demandées en ligne jusqu’à l’heure de prise en charge. Appelez-nous pour modifier cette réservation.',
    change_cut_off_one:
      'Les modifications peuvent être demandées en ligne jusqu’à {{count}} heure avant la prise en charge. Appelez-nous pour modifier cette réservation.',
    change_cut_off_other:
      'Les modifications peuvent être demandées en ligne jusqu’à {{count}} heures avant la prise en charge. Appelez-nous pour modifier cette réservation.',
    no_change: 'Cette demande ne change rien à la réservation.',
    change_request_not_found: 'Demande de modification introuvable.',
    change_requests_used_up_one:
      'Cette réservation a déjà fait l’objet de {{count}} demande de modification en ligne, le maximum que nous acceptons. Appelez-nous pour modifier cette réservation.',
    change_requests_used_up_other:
      'Cette réservation a déjà fait l’objet de {{count}} demandes de modification en ligne, le maximum que nous acceptons. Appelez-nous pour modifier cette réservation.',
    change_request_already_open:
      'Une demande de modification est déjà en cours pour cette réservation ({{id}}).',
    change_request_waiting: 'Cette demande de modification attend notre réponse.',
    change_request_awaiting_customer:
      'Cette demande de modification attend votre confirmation du nouveau prix.',
    change_request_applied: 'Cette demande de modification est déjà appliquée.',
    change_request_declined: 'Cette demande de modification a déjà été refusée.',
    change_request_withdrawn: 'Cette demande de modification a déjà été retirée.',
    change_price_rose:
      'Le prix de cette modification a augmenté depuis le devis. Veuillez refaire votre demande.',
    change_request_closed: 'Cette demande de modification a été clôturée quand la réservation a pris fin.',
    change_request_expired:
      'Cette demande de modification a expiré\u00a0: l’heure de prise en charge est passée.',
    change_ride_started: 'Une réservation dont la course a commencé ne peut plus être modifiée.',
    change_ride_completed: 'Une réservation dont la course est terminée ne peut plus être modifiée.',
    change_booking_cancelled: 'Une réservation annulée ne peut plus être modifiée.',
    change_ride_no_show: 'Une réservation dont le client ne s’est pas présenté ne peut plus être modifiée.',
    change_pickup_passed:
      'Une réservation dont l’heure de prise en charge est passée ne peut plus être modifiée.',
    pickup_in_past: 'L’heure de prise en charge ne peut pas être dans le passé.',
    lead_time_one: 'Les réservations doivent être faites au moins {{count}} heure avant la prise en charge.',
    lead_time_other:
      'Les réservations doivent être faites au moins {{count}} heures avant la prise en charge.',
    too_many_passengers_one: 'La {{vehicle}} accueille au plus {{count}} passager.',
    too_many_passengers_other: 'La {{vehicle}} accueille au plus {{count}} passagers.',
    too_much_luggage_one: 'La {{vehicle}} accepte au plus {{count}} bagage.',
    too_much_luggage_other: 'La {{vehicle}} accepte au plus {{count}} bagages.',
    trip_not_completed: 'Vous pourrez évaluer votre trajet une fois qu’il sera terminé.',
    already_rated: 'Vous avez déjà évalué ce trajet. Merci\u00a0!',
    receipt_not_ready: 'Le reçu est disponible une fois la course terminée.',
    start_too_early_one:
      'Cette course peut démarrer à partir du {{at, brusselsDateTime}} (heure de Bruxelles), {{count}} heure avant la prise en charge.',
    start_too_early_other:
      'Cette course peut démarrer à partir du {{at, brusselsDateTime}} (heure de Bruxelles), {{count}} heures avant la prise en charge.',
    complete_before_start:
      'Cette course ne peut être terminée qu’après son démarrage, le {{at, brusselsDateTime}} (heure de Bruxelles).',
    no_show_too_early:
      'Une absence peut être enregistrée à partir de l’heure de prise en charge, le {{at, brusselsDateTime}} (heure de Bruxelles).',
    booking_now_pending: 'Cette réservation attend encore sa confirmation.',
    booking_now_confirmed: 'Cette réservation a été confirmée entre-temps.',
    booking_now_in_progress: 'La course de cette réservation a commencé entre-temps.',
    booking_now_completed: 'Cette réservation a été terminée entre-temps.',
    booking_now_cancelled: 'Cette réservation a été annulée entre-temps.',
    booking_now_no_show: 'Cette réservation a été enregistrée entre-temps comme client absent.',
    chauffeur_busy: 'Ce chauffeur conduit déjà {{reference}} à ce moment-là.',
    car_busy: 'Cette voiture est déjà prise par {{reference}} à ce moment-là.',
    chauffeur_has_upcoming_rides:
      'Ce chauffeur a encore des courses à venir ({{references}}). Attribuez-les à un autre chauffeur avant de le rendre inactif.',
    vehicle_has_upcoming_bookings:
      'Des réservations à venir utilisent ce véhicule ({{references}}). Modifiez-les ou annulez-les avant de supprimer le véhicule.',
    message_already_received: 'Ce message a déjà été reçu.',
    message_not_found: 'Message introuvable.',
    current_password_wrong: 'Le mot de passe actuel n’est pas correct.',
    verification_sent_recently_one:
      'Un lien vient d’être envoyé. Patientez {{count}} seconde avant d’en demander un autre.',
    verification_sent_recently_other:
      'Un lien vient d’être envoyé. Patientez {{count}} secondes avant d’en demander un autre.',
    already_invited:
      'Cette adresse a déjà été invitée. Utilisez «\u00a0Renvoyer le lien\u00a0» dans la liste du personnel pour un nouveau lien, ou changez-y le rôle.',
    chauffeur_added_on_chauffeurs_page:
      'Les chauffeurs s’ajoutent sur la page Chauffeurs, qui enregistre le chauffeur et lui envoie son invitation.',
    driver_role_needs_chauffeur:
      'Seul un chauffeur peut avoir le rôle Chauffeur : ajoutez d’abord un chauffeur avec cette adresse e-mail sur la page Chauffeurs.',
    chauffeur_email_is_staff:
      'Cette adresse e-mail appartient à un compte du personnel (administrateur ou répartiteur). Donnez au chauffeur une adresse qui lui soit propre.',
    chauffeur_email_being_taken:
      'Un autre compte prend cette adresse e-mail en ce moment même : enregistrez à nouveau pour voir à qui elle appartient.',
    chauffeurs_catching_up:
      'La liste des chauffeurs est en cours de mise à jour : enregistrez à nouveau dans un instant.',
    invitation_address_being_taken:
      'Un autre compte prend cette adresse e-mail en ce moment même : invitez à nouveau dans un instant pour voir à qui elle appartient.',
    gif_frames_too_large:
      'Les images de ce GIF animé totalisent {{megapixels}} mégapixels, plus de {{most}} : enregistrez-le avec moins d’images ou des images plus petites et envoyez-le à nouveau.',
  },
  de: {
    invalid_fields: 'Einige Felder der Anfrage sind ungültig.',
    invalid_json: 'Die Anfrage konnte nicht gelesen werden.',
    already_exists: 'Dieser Eintrag existiert bereits.',
    changed_by_someone_else:
      'Jemand anderes hat dies inzwischen geändert. Laden Sie die Seite neu, um die neueste Fassung zu sehen, und versuchen Sie es dann erneut.',
    too_many_requests_one:
      'Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie {{count}} Sekunde oder rufen Sie uns an.',
    too_many_requests_other:
      'Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie {{count}} Sekunden oder rufen Sie uns an.',
    too_many_attempts_one:
      'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {{count}} Sekunde, bevor Sie es erneut versuchen.',
    too_many_attempts_other:
      'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {{count}} Sekunden, bevor Sie es erneut versuchen.',
    missing_booking_information: 'Für die Buchung fehlen erforderliche Angaben.',
    maintenance:
      'Online-Buchungen sind wegen Wartungsarbeiten pausiert. Bitte versuchen Sie es später erneut oder rufen Sie uns an, um zu buchen.',
    vehicle_not_available: 'Das gewählte Fahrzeug ist nicht verfügbar.',
    vehicle_unavailable_at_time:
      'Dieses Fahrzeug ist zu dieser Zeit nicht verfügbar: Alle Wagen dieses Modells sind bereits gebucht. Bitte wählen Sie eine andere Zeit oder ein anderes Fahrzeug.',
    booking_rule: 'Diese Buchung verstößt gegen eine Buchungsregel.',
    change_rule: 'Diese Änderung verstößt gegen eine Buchungsregel.',
    outside_area: 'Diese Fahrt liegt außerhalb des Gebiets, das wir online bedienen.',
    places_unverified: 'Wir konnten die Adressen dieser Fahrt nicht überprüfen.',
    same_place: 'Das Ziel ist derselbe Ort wie die Abholung.',
    quote_unusable: 'Dieses Angebot kann nicht mehr verwendet werden.',
    quote_differs: 'Die Buchung weicht von ihrem Angebot ab.',
    quote_price_changed:
      'Der Preis hat sich seit dem Angebot geändert: Er beträgt jetzt {{fare, money}}. Bitte nennen Sie dem Kunden den neuen Preis und buchen Sie erneut.',
    link_not_valid:
      'Dieser Link ist nicht gültig. Bitte verwenden Sie den Link in Ihrer E-Mail oder suchen Sie Ihre Buchung erneut.',
    booking_not_found: 'Buchung nicht gefunden.',
    cancel_cut_off_zero:
      'Diese Buchung kann nicht mehr online storniert werden: Die kostenlose Stornierung endet zur Abholzeit. Bitte rufen Sie uns unter {{phone}} an.',
    cancel_cut_off_one:
      'Diese Buchung kann nicht mehr online storniert werden: Die kostenlose Stornierung endet {{count}} Stunde vor der Abholung. Bitte rufen Sie uns unter {{phone}} an.',
    cancel_cut_off_other:
      'Diese Buchung kann nicht mehr online storniert werden: Die kostenlose Stornierung endet {{count}} Stunden vor der Abholung. Bitte rufen Sie uns unter {{phone}} an.',
    already_cancelled: 'Diese Buchung ist bereits storniert.',
    ride_started: 'Diese Fahrt hat bereits begonnen und kann nicht mehr storniert werden.',
    ride_ended: 'Diese Fahrt hat bereits stattgefunden und kann nicht mehr storniert werden.',
    change_cut_off_zero:
      'Änderungen können bis zur Abholzeit online angefragt werden. Bitte rufen Sie uns an, um diese Buchung zu ändern.',
    change_cut_off_one:
      'Änderungen können bis {{count}} Stunde vor der Abholung online angefragt werden. Bitte rufen Sie uns an, um diese Buchung zu ändern.',
    change_cut_off_other:
      'Änderungen können bis {{count}} Stunden vor der Abholung online angefragt werden. Bitte rufen Sie uns an, um diese Buchung zu ändern.',
    no_change: 'Diese Anfrage ändert nichts an der Buchung.',
    change_request_not_found: 'Änderungsanfrage nicht gefunden.',
    change_requests_used_up_one:
      'Für diese Buchung wurde online bereits {{count}} Änderungsanfrage gestellt, mehr nehmen wir nicht an. Bitte rufen Sie uns an, um diese Buchung zu ändern.',
    change_requests_used_up_other:
      'Für diese Buchung wurden online bereits {{count}} Änderungsanfragen gestellt, mehr nehmen wir nicht an. Bitte rufen Sie uns an, um diese Buchung zu ändern.',
    change_request_already_open: 'Für diese Buchung ist bereits eine Änderungsanfrage offen ({{id}}).',
    change_request_waiting: 'Diese Änderungsanfrage wartet auf unsere Antwort.',
    change_request_awaiting_customer: 'Diese Änderungsanfrage wartet auf Ihre Bestätigung des neuen Preises.',
    change_request_applied: 'Diese Änderungsanfrage wurde bereits übernommen.',
    change_request_declined: 'Diese Änderungsanfrage wurde bereits abgelehnt.',
    change_request_withdrawn: 'Diese Änderungsanfrage wurde bereits zurückgezogen.',
    change_price_rose:
      'Der Preis dieser Änderung ist seit dem Angebot gestiegen. Bitte fragen Sie sie erneut an.',
    change_request_closed: 'Diese Änderungsanfrage wurde geschlossen, als die Buchung endete.',
    change_request_expired: 'Diese Änderungsanfrage ist abgelaufen: Die Abholzeit ist vorbei.',
    change_ride_started: 'Eine Buchung, deren Fahrt begonnen hat, kann nicht mehr geändert werden.',
    change_ride_completed: 'Eine Buchung, deren Fahrt abgeschlossen ist, kann nicht mehr geändert werden.',
    change_booking_cancelled: 'Eine stornierte Buchung kann nicht mehr geändert werden.',
    change_ride_no_show:
      'Eine Buchung, zu der der Kunde nicht erschienen ist, kann nicht mehr geändert werden.',
    change_pickup_passed: 'Eine Buchung, deren Abholzeit vorbei ist, kann nicht mehr geändert werden.',
    pickup_in_past: 'Die Abholzeit darf nicht in der Vergangenheit liegen.',
    lead_time_one: 'Buchungen müssen mindestens {{count}} Stunde vor der Abholung erfolgen.',
    lead_time_other: 'Buchungen müssen mindestens {{count}} Stunden vor der Abholung erfolgen.',
    too_many_passengers_one: 'Der {{vehicle}} nimmt höchstens {{count}} Fahrgast mit.',
    too_many_passengers_other: 'Der {{vehicle}} nimmt höchstens {{count}} Fahrgäste mit.',
    too_much_luggage_one: 'Der {{vehicle}} nimmt höchstens {{count}} Gepäckstück mit.',
    too_much_luggage_other: 'Der {{vehicle}} nimmt höchstens {{count}} Gepäckstücke mit.',
    trip_not_completed: 'Sie können Ihre Fahrt bewerten, sobald sie abgeschlossen ist.',
    already_rated: 'Sie haben diese Fahrt bereits bewertet. Vielen Dank!',
    receipt_not_ready: 'Die Quittung ist verfügbar, sobald die Fahrt abgeschlossen ist.',
    start_too_early_one:
      'Diese Fahrt kann ab {{at, brusselsDateTime}} (Brüsseler Zeit) gestartet werden, {{count}} Stunde vor der Abholung.',
    start_too_early_other:
      'Diese Fahrt kann ab {{at, brusselsDateTime}} (Brüsseler Zeit) gestartet werden, {{count}} Stunden vor der Abholung.',
    complete_before_start:
      'Diese Fahrt kann erst nach ihrem Start abgeschlossen werden, {{at, brusselsDateTime}} (Brüsseler Zeit).',
    no_show_too_early:
      'Ein Nichterscheinen kann ab der Abholzeit erfasst werden, {{at, brusselsDateTime}} (Brüsseler Zeit).',
    booking_now_pending: 'Diese Buchung wartet noch auf ihre Bestätigung.',
    booking_now_confirmed: 'Diese Buchung wurde inzwischen bestätigt.',
    booking_now_in_progress: 'Die Fahrt dieser Buchung hat inzwischen begonnen.',
    booking_now_completed: 'Diese Buchung wurde inzwischen abgeschlossen.',
    booking_now_cancelled: 'Diese Buchung wurde inzwischen storniert.',
    booking_now_no_show: 'Diese Buchung wurde inzwischen als „Nicht erschienen“ erfasst.',
    chauffeur_busy: 'Dieser Chauffeur fährt zu dieser Zeit bereits {{reference}}.',
    car_busy: 'Dieses Auto ist zu dieser Zeit bereits für {{reference}} eingeplant.',
    chauffeur_has_upcoming_rides:
      'Dieser Chauffeur hat noch anstehende Fahrten ({{references}}). Weisen Sie sie einem anderen Chauffeur zu, bevor Sie ihn inaktiv setzen.',
    vehicle_has_upcoming_bookings:
      'Anstehende Buchungen nutzen dieses Fahrzeug ({{references}}). Ändern oder stornieren Sie sie, bevor Sie das Fahrzeug löschen.',
    message_already_received: 'Diese Nachricht ist bereits eingegangen.',
    message_not_found: 'Nachricht nicht gefunden.',
    current_password_wrong: 'Das aktuelle Passwort ist nicht korrekt.',
    verification_sent_recently_one:
      'Gerade wurde ein Link gesendet. Bitte warten Sie {{count}} Sekunde, bevor Sie einen neuen anfordern.',
    verification_sent_recently_other:
      'Gerade wurde ein Link gesendet. Bitte warten Sie {{count}} Sekunden, bevor Sie einen neuen anfordern.',
    already_invited:
      'Diese Adresse wurde bereits eingeladen. Verwenden Sie „Link erneut senden“ in der Personalliste für einen neuen Link, oder ändern Sie dort die Rolle.',
    chauffeur_added_on_chauffeurs_page:
      'Chauffeure werden auf der Seite Chauffeure hinzugefügt, die den Chauffeur anlegt und seine Einladung versendet.',
    driver_role_needs_chauffeur:
      'Nur ein Chauffeur kann die Rolle Chauffeur haben: Legen Sie zuerst auf der Seite Chauffeure einen Chauffeur mit dieser E-Mail-Adresse an.',
    chauffeur_email_is_staff:
      'Diese E-Mail-Adresse gehört zu einem Mitarbeiterkonto (Administrator oder Disponent). Geben Sie dem Chauffeur eine eigene Adresse.',
    chauffeur_email_being_taken:
      'Ein anderes Konto übernimmt diese E-Mail-Adresse gerade: Speichern Sie erneut, um zu sehen, wem sie gehört.',
    chauffeurs_catching_up:
      'Die Chauffeurliste wird gerade aktualisiert: Speichern Sie in einem Moment erneut.',
    invitation_address_being_taken:
      'Ein anderes Konto übernimmt diese E-Mail-Adresse gerade: Laden Sie in einem Moment erneut ein, um zu sehen, wem sie gehört.',
    gif_frames_too_large:
      'Die Einzelbilder dieses animierten GIFs ergeben zusammen {{megapixels}} Megapixel, mehr als {{most}}: Speichern Sie es mit weniger oder kleineren Einzelbildern und laden Sie es erneut hoch.',
  },
};
