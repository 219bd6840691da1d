import { markReviewOverdue } from '../../review';

/** Every create and update (admin, seed, API): a check needs who made it, and the review flag follows. */
export default {
  beforeCreate(event) {
    markReviewOverdue(event.params.data, { creating: true });
  },
  beforeUpdate(event) {
    markReviewOverdue(event.params.data, { creating: false });
  },
};
