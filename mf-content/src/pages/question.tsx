import { PendingPage } from '@storefront/shared/ui';

export default function QuestionPage() {
  return <PendingPage remote="content" page="Question" />;
}
