import { configure } from '@testing-library/react';

// A wait ends as soon as what it waits for is on the screen; its limit only has to outlast a busy or slow
// machine (Testing Library's own default of 1 s does not).
configure({ asyncUtilTimeout: 10_000 });
