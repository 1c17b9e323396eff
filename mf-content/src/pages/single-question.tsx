import { PendingPage } from '@storefront/shared/ui';

export default function SingleQuestionPage() {
  return <PendingPage remote="content" page="SingleQuestion" />;
}
