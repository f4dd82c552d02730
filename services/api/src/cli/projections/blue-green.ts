/**
 * The command line's blue/green rebuild is the runner's own (projections/src/rebuild): one flow for the
 * admin button, a new version at start and this command, on every read store that can rename collections.
 */
export {
  blueGreenRebuild,
  BUILD_SUFFIX,
  BUILDING_CHECKPOINT_SUFFIX,
  type BlueGreenResult,
} from '@chauffeur/projections';
