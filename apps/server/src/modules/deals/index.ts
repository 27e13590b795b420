// What other modules may use of the deals module.
export { callStageSql } from './call-stage.sql'
export { listCompanyIds } from './deal-rollups.repository'
export { RECOMPUTE_DEAL_ROLLUPS, dealRollupsJobKey } from './recompute-deal-rollups.job'
export { stageGroupSql } from './stage-group.sql'
export { wonLast4QtrsSql } from './won-last-4-qtrs.sql'
