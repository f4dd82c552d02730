import type { ServiceFields } from '@chauffeur/contracts';
import type { Decider } from '@chauffeur/platform';
import { conflict, notFound } from '@chauffeur/platform';
import type { ServiceEvent } from '../events';

export type ServiceCommand =
  | { type: 'PublishService'; serviceId: string; fields: ServiceFields }
  | { type: 'UpdateService'; serviceId: string; fields: ServiceFields };

export type ServiceState = { status: 'none' } | { status: 'published'; fields: ServiceFields };

// Fields hold nested lists and texts per language: compare them as data, not by reference.
const sameFields = (a: ServiceFields, b: ServiceFields) => JSON.stringify(a) === JSON.stringify(b);

export const serviceDecider: Decider<ServiceCommand, ServiceEvent, ServiceState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'PublishService':
        if (state.status !== 'none') throw conflict('This service already exists');
        return [{ type: 'ServicePublished', data: { service_id: command.serviceId, ...command.fields } }];
      case 'UpdateService':
        if (state.status !== 'published') throw notFound('Service not found');
        if (sameFields(state.fields, command.fields)) return [];
        return [{ type: 'ServiceUpdated', data: { service_id: command.serviceId, ...command.fields } }];
    }
  },

  evolve(_state, event) {
    const { service_id: _id, ...fields } = event.data;
    return { status: 'published', fields };
  },
};
