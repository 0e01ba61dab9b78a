import { useMutation, useQuery } from '@apollo/client/react';
import { BoardingFeeRulesDocument, DeleteBoardingFeeRuleDocument, SaveBoardingFeeRulesDocument } from '@/gql/graphql';
import { FeeRulesEditor, type RulesSource } from '../feeRules/FeeRulesScreen';

const BOARDING_RULES: RulesSource = {
  permission: 'receipt.write',
  headingId: 'fees.boardingRulesTitle',
  printTitleId: 'fees.boardingRulesPrintTitle',
  ownPrint: false,
  useRules() {
    const q = useQuery(BoardingFeeRulesDocument);
    return {
      rules: q.data?.boardingFeeRules, loading: q.loading, error: q.error,
      replace: (rules) => q.client.cache.updateQuery({ query: BoardingFeeRulesDocument }, () => ({ boardingFeeRules: rules as never })),
    };
  },
  useSave() {
    const [save] = useMutation(SaveBoardingFeeRulesDocument);
    return async (rules) => (await save({ variables: { rules } })).data?.saveBoardingFeeRules;
  },
  useDelete() {
    const [remove] = useMutation(DeleteBoardingFeeRuleDocument);
    return (id) => remove({ variables: { id } });
  },
};

/**
 * /boardingfeeManagement (spec doc 2 §2 "boarding fee rules editor"): the boarding fee rules in the
 * fee rules' own editor, saved whole; which rules apply to a residential student is the one rule of
 * @rules/fees. Writing: accountant, boardingSuper, superUser (receipt.write); others read.
 */
export default function BoardingFeeRulesScreen() {
  return <FeeRulesEditor source={BOARDING_RULES} />;
}
