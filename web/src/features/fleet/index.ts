/** The fleet feature's public API: the vehicles query, the vehicle icon and the landing page's carousel. */
export { useVehicles } from './api/useVehicles';
export { FleetCarousel } from './components/FleetCarousel';
export { VehicleTypeIcon, vehicleIconKind } from './components/VehicleTypeIcon';
