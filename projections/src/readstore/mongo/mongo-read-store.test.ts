import { describeWithServer } from '@chauffeur/eventstore/testing';
import { describeReadStoreConformance } from '../conformance/read-store-conformance';
import { MONGO_SERVER, openScratchMongoStore } from '../../testing';

await describeWithServer('MongoReadStore', MONGO_SERVER, (url) => {
  describeReadStoreConformance('mongo', () => openScratchMongoStore(url(), 'conformance'));
});
