import { describeHostileWrites } from '@/app/_testing/hostile-input';

// Part of the hostile-input property over the write operations (app/_testing/hostile-input.ts), in a file of its
// own so that another test worker takes it beside the others.
describeHostileWrites(3, 3);
