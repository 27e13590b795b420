// What other modules may use of the notetaker module.
export { NOTETAKER_RECONCILE, enqueueNotetakerReconcile, enqueueReconcileAfterSync } from './notetaker.job'
