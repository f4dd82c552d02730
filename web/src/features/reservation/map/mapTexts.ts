import type { Language } from '@chauffeur/contracts';

/**
 * MapLibre's own interface texts (its `locale` option; ids from maplibre-gl's default_locale) in each
 * interface language. Kept in the map's chunk rather than in the site's i18n resources: only /reservation
 * loads the map, so no other page carries them.
 */
export const MAP_TEXTS: Record<Language, Record<string, string>> = {
  en: {},
  nl: {
    'AttributionControl.ToggleAttribution': 'Bronvermelding tonen of verbergen',
    'Map.Title': 'Kaart',
    'Marker.Title': 'Kaartmarkering',
    'NavigationControl.ResetBearing': 'Sleep om de kaart te draaien, klik om het noorden boven te zetten',
    'NavigationControl.ZoomIn': 'Inzoomen',
    'NavigationControl.ZoomOut': 'Uitzoomen',
    'CooperativeGesturesHandler.WindowsHelpText': 'Gebruik Ctrl + scrollen om op de kaart te zoomen',
    'CooperativeGesturesHandler.MacHelpText': 'Gebruik ⌘ + scrollen om op de kaart te zoomen',
    'CooperativeGesturesHandler.MobileHelpText': 'Gebruik twee vingers om de kaart te verplaatsen',
  },
  fr: {
    'AttributionControl.ToggleAttribution': 'Afficher ou masquer les crédits',
    'Map.Title': 'Carte',
    'Marker.Title': 'Repère sur la carte',
    'NavigationControl.ResetBearing':
      'Faites glisser pour tourner la carte, cliquez pour remettre le nord en haut',
    'NavigationControl.ZoomIn': 'Zoom avant',
    'NavigationControl.ZoomOut': 'Zoom arrière',
    'CooperativeGesturesHandler.WindowsHelpText': 'Utilisez Ctrl + molette pour zoomer sur la carte',
    'CooperativeGesturesHandler.MacHelpText': 'Utilisez ⌘ + molette pour zoomer sur la carte',
    'CooperativeGesturesHandler.MobileHelpText': 'Utilisez deux doigts pour déplacer la carte',
  },
  de: {
    'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
    'Map.Title': 'Karte',
    'Marker.Title': 'Kartenmarkierung',
    'NavigationControl.ResetBearing':
      'Ziehen, um die Karte zu drehen; klicken, um sie nach Norden auszurichten',
    'NavigationControl.ZoomIn': 'Vergrößern',
    'NavigationControl.ZoomOut': 'Verkleinern',
    'CooperativeGesturesHandler.WindowsHelpText': 'Strg + Scrollen zum Zoomen der Karte verwenden',
    'CooperativeGesturesHandler.MacHelpText': '⌘ + Scrollen zum Zoomen der Karte verwenden',
    'CooperativeGesturesHandler.MobileHelpText': 'Verschieben Sie die Karte mit zwei Fingern',
  },
};
