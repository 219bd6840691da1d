import { checkLanguages } from '../../languages';
import { markReviewOverdue } from '../../review';

/** Every create and update (admin, seed, API): a check needs who made it, the review flag follows, and languages are codes. */
export default {
  beforeCreate(event) {
    checkLanguages(event.params.data);
    markReviewOverdue(event.params.data, { creating: true });
  },
  beforeUpdate(event) {
    checkLanguages(event.params.data);
    markReviewOverdue(event.params.data, { creating: false });
  },
};
