import { describeReadStoreConformance } from '../conformance/read-store-conformance';
import { MemoryReadStore } from './memory-read-store';

describeReadStoreConformance('memory', async () => {
  const store = new MemoryReadStore();
  return { store, dispose: () => store.close() };
});
