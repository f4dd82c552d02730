/** The service catalogue's public API: the services query and a service's card. */
export { useServices } from './api/useServices';
export { ServiceCard } from './components/ServiceCard';
