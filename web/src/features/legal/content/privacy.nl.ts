import { company, type LegalDocument } from './types';

export const privacyNl: LegalDocument = {
  title: 'Privacybeleid',
  intro: `Dit beleid legt uit welke persoonsgegevens ${company.name} verzamelt wanneer u deze website gebruikt of met ons reist, waarom we ze nodig hebben, hoe lang we ze bewaren en hoe u uw rechten onder de Algemene Verordening Gegevensbescherming (AVG) uitoefent.`,
  sections: [
    {
      heading: 'Wie verantwoordelijk is voor uw gegevens',
      paragraphs: [
        `De verwerkingsverantwoordelijke is ${company.name}, ${company.address.nl}, ondernemingsnummer ${company.enterpriseNumber}. Voor elke vraag over uw gegevens kunt u schrijven naar ${company.privacyEmail}.`,
      ],
    },
    {
      heading: 'Wat we bewaren',
      paragraphs: ['We verzamelen alleen wat we nodig hebben om u te rijden en u te antwoorden:'],
      list: [
        'Reservaties: uw naam, telefoonnummer en e-mailadres, ophaal- en bestemmingsadres, datum en uur, aantal passagiers en bagagestukken, vlucht- of treinnummer, het gekozen voertuig en de prijs.',
        'Contactformulier: uw naam, e-mailadres, telefoonnummer en uw bericht.',
        'Nieuwsbrief: uw e-mailadres en de datum van inschrijving.',
        'Accounts: uw e-mailadres, een beveiligd (gehasht) wachtwoord en uw rol.',
        'Technische gegevens: serverlogboeken met uw IP-adres en de opgevraagde pagina’s, om de dienst veilig te houden. Uw taalkeuze wordt in uw eigen browser bewaard (local storage). We gebruiken geen advertentie- of analysecookies.',
      ],
    },
    {
      heading: 'Waarom we ze gebruiken',
      paragraphs: [
        'Reservatiegegevens gebruiken we om onze overeenkomst met u uit te voeren (artikel 6, lid 1, b) AVG): de rit plannen, uw chauffeur informeren en u erover contacteren. Facturatiegegevens bewaren we om aan onze wettelijke boekhoudverplichtingen te voldoen (artikel 6, lid 1, c)).',
        'Contactberichten gebruiken we om u te antwoorden, in ons gerechtvaardigd belang of op uw verzoek vóór een overeenkomst (artikel 6, lid 1, b) en f)). De nieuwsbrief sturen we alleen met uw toestemming (artikel 6, lid 1, a)), die u op elk moment kunt intrekken via de link in elke editie. Serverlogboeken dienen ons gerechtvaardigd belang om de dienst veilig te houden (artikel 6, lid 1, f)).',
      ],
    },
    {
      heading: 'Hoe lang we ze bewaren',
      paragraphs: ['We bewaren persoonsgegevens niet langer dan nodig:'],
      list: [
        'Ritgegevens (adressen, vluchtnummers, passagiersgegevens): 24 maanden na de rit, daarna gewist of geanonimiseerd.',
        'Facturen en de gegevens erop: 10 jaar, zoals het Belgische boekhoudrecht vereist.',
        'Contactberichten: 12 maanden na ons laatste contact.',
        'Nieuwsbrief: tot u zich uitschrijft.',
        'Accounts: tot u ons vraagt het uwe te sluiten.',
        'Serverlogboeken: 30 dagen.',
      ],
    },
    {
      heading: 'Wie ze ontvangt',
      paragraphs: [
        'Alleen de chauffeur van uw rit ziet de gegevens die nodig zijn om u te rijden. Onze hosting- en e-mailproviders verwerken gegevens in onze opdracht, onder verwerkersovereenkomsten, binnen de Europese Economische Ruimte. We verkopen uw gegevens nooit en geven ze niet door buiten de EER.',
      ],
    },
    {
      heading: 'Uw rechten en hoe u om wissing vraagt',
      paragraphs: [
        `U kunt vragen om inzage in uw gegevens, om verbetering of wissing, om beperking van het gebruik, om een kopie in een overdraagbaar formaat, en u kunt bezwaar maken tegen het gebruik. Schrijf daarvoor naar ${company.privacyEmail} vanaf het adres dat u bij ons gebruikte, of vertel ons hoe we kunnen nagaan dat het verzoek van u komt.`,
        'We antwoorden binnen een maand. Vraagt u om wissing, dan verwijderen of anonimiseren we uw gegevens in onze reservaties, berichten en mailinglijst; gegevens die we wettelijk moeten bewaren, zoals facturen, worden afgezonderd en voor niets anders gebruikt tot de wettelijke termijn verstreken is.',
        'Meent u dat we uw rechten niet respecteren, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).',
      ],
    },
    {
      heading: 'Beveiliging',
      paragraphs: [
        'Gegevens worden versleuteld verzonden (HTTPS), toegang is beperkt tot de medewerkers die ze nodig hebben, en elke wijziging aan een reservatie wordt vastgelegd met wie ze deed.',
      ],
    },
    {
      heading: 'Wijzigingen aan dit beleid',
      paragraphs: ['Wanneer dit beleid wijzigt, publiceren we de nieuwe versie hier, met de datum.'],
    },
  ],
};
