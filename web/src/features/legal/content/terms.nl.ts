import { company, contactEmail, type LegalDocument } from './types';

export const termsNl: LegalDocument = {
  title: 'Algemene voorwaarden',
  intro: `Deze voorwaarden gelden voor elke rit die bij ${company.name}, ${company.address.nl}, ondernemingsnummer ${company.enterpriseNumber}, geboekt wordt, online, telefonisch of per e-mail.`,
  sections: [
    {
      heading: 'Reservatie en bevestiging',
      paragraphs: [
        'Een reservatie wordt een overeenkomst zodra we ze per e-mail bevestigen. We kunnen een reservatie weigeren, bijvoorbeeld als er geen geschikt voertuig beschikbaar is; u betaalt dan niets. Controleer de adressen, datum, het uur en het aantal passagiers in de bevestiging en meld ons meteen als er iets niet klopt.',
      ],
    },
    {
      heading: 'Prijzen',
      paragraphs: [
        'De prijs ligt vast bij het boeken: de afstand van de route maal het kilometertarief van het gekozen voertuig, verdubbeld voor een retourrit. Btw, brandstof, tol en parkeren bij het ophalen zijn inbegrepen. Extra stops, omwegen of wachttijd die u tijdens de rit vraagt, rekenen we aan tegen het uurtarief van het voertuig, en we melden dat vooraf.',
      ],
    },
    {
      heading: 'Betaling',
      paragraphs: [
        'U betaalt de chauffeur aan het einde van de rit met uw kaart, of op factuur binnen 30 dagen voor bedrijfsaccounts. Online betalen is op deze website niet mogelijk.',
      ],
    },
    {
      heading: 'Annulering',
      paragraphs: [
        'U kunt kosteloos annuleren tot 24 uur voor het ophaaluur, telefonisch, per e-mail of via de link in uw bevestiging.',
      ],
      list: [
        'Minder dan 24 uur voor het ophalen: 50% van de prijs is verschuldigd.',
        'Niet komen opdagen, of annuleren nadat de chauffeur is aangekomen: de volledige prijs is verschuldigd.',
        'Moeten wij annuleren, dan betaalt u niets en helpen we u aan een andere oplossing.',
      ],
    },
    {
      heading: 'Wachttijd en vertraging',
      paragraphs: [
        'Bij ophalen aan luchthaven of station volgen we uw vlucht of trein: wachttijd door vertraging rekenen we nooit aan, en uw chauffeur wacht 60 minuten gratis na het werkelijke aankomstuur. Bij ander ophalen zijn 15 minuten wachten gratis; daarna rekenen we per begonnen kwartier.',
      ],
    },
    {
      heading: 'Passagiers en bagage',
      paragraphs: [
        'Elk voertuig vervoert maximaal het aantal passagiers en bagagestukken dat ervoor vermeld staat. Kinderen reizen in een geschikt kinderzitje, zoals de Belgische wet vereist: vraag er een bij het boeken, zonder meerkost. Roken is niet toegestaan in onze voertuigen; reinigen na bevuiling rekenen we aan tegen kostprijs.',
      ],
    },
    {
      heading: 'Onze verbintenissen en aansprakelijkheid',
      paragraphs: [
        'Onze chauffeurs hebben de vergunningen die de Belgische wet vereist en onze voertuigen zijn verzekerd voor elke passagier. We plannen ruime marges, maar zijn niet aansprakelijk voor vertraging door omstandigheden buiten onze wil, zoals ongevallen, afgesloten wegen, zwaar weer of stakingen. Voorwerpen die in een voertuig achterblijven, bewaren we drie maanden.',
      ],
    },
    {
      heading: 'Klachten en geschillen',
      paragraphs: [
        `Stuur een klacht binnen 7 dagen na de rit naar ${contactEmail}; we antwoorden binnen 14 dagen. Komen we niet tot een akkoord, dan kunnen consumenten terecht bij de Consumentenombudsdienst (www.consumentenombudsdienst.be). Het Belgische recht is van toepassing en de rechtbanken van Brussel zijn bevoegd, onverminderd de rechten die consumenten aan de wet ontlenen.`,
      ],
    },
    {
      heading: 'Persoonsgegevens',
      paragraphs: ['Hoe we met uw persoonsgegevens omgaan, leest u in ons privacybeleid.'],
    },
  ],
};
