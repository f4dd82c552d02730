export {
  blueGreenRebuild,
  type BlueGreenOptions,
  type BlueGreenResult,
  type LiveConsumerHandOver,
  type RebuildProgress,
} from './blue-green';
export { buildView, BUILD_SUFFIX, BUILDING_CHECKPOINT_SUFFIX } from './build-view';
export { PageApplier } from './page-applier';
export { readPages, PAGE_SIZE } from './read-pages';
export { inUnit } from './unit';
export { recordVersion, storedVersion, versionOf, VERSIONS_COLLECTION } from './versions';
