import { describeEventStoreConformance } from '../conformance/event-store-conformance';
import { describeWithServer } from '../conformance/external-server';
import { EVENTSTORE_SERVER as esdb } from '../conformance/esdb-server';
import { EsdbEventStore } from './esdb-event-store';

await describeWithServer('EsdbEventStore', esdb, (url) => {
  describeEventStoreConformance('esdb', async () => {
    const store = await EsdbEventStore.connect(url());
    return { store, isolated: false, dispose: () => store.close() };
  });
});
