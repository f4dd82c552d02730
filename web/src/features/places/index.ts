/** The places feature's public API: the address field with suggestions. */
export { PlaceInput } from './components/PlaceInput';
