/** Every API test file starts from the demo generated with this seed at this instant. */
export const TEST_SEED = 7
export const TEST_NOW = new Date('2026-11-02T09:00:00Z')
