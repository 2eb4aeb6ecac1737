import { fuzzOperationsShare } from '../support/fuzz/fuzz-suite';

// One of three shares of the operations of backend/openapi.json (fuzz-suite.ts); together they cover every one.
fuzzOperationsShare(1, 3);
