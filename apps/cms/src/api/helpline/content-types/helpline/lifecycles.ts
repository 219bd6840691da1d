import { markReviewOverdue } from '../../review';

/** Every create and update (admin, seed, API) sets the review flag from lastChecked. */
export default {
  beforeCreate(event) {
    markReviewOverdue(event.params.data);
  },
  beforeUpdate(event) {
    markReviewOverdue(event.params.data);
  },
};
