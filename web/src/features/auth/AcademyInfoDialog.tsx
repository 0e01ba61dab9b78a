import { useMutation } from '@apollo/client/react';
import { App, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { UpdateAcademyDocument } from '@/gql/graphql';
import { useErrorNotice } from '@/lib/notify';
import { AcademyForm, type AcademyFormValues } from './AcademyForm';
import { commonInput, uploads } from './academyInput';

/** The academy-info update dialog: the registration form in edit mode, prefilled from the session. */
export default function AcademyInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { me, can, refetch } = useSession();
  const { message } = App.useApp();
  const showError = useErrorNotice();
  const [update, { loading }] = useMutation(UpdateAcademyDocument);
  if (!me) return null;
  const a = me.academy;

  const submit = async (v: AcademyFormValues) => {
    try {
      await update({ variables: { input: commonInput(v), ...uploads(v) } });
      await refetch();
      message.success(intl.formatMessage({ id: 'academy.updated' }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={intl.formatMessage({ id: 'academy.editTitle' })}
      footer={null}
      width={860}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <AcademyForm
        mode="edit"
        canSubmit={can('academy.update')}
        submitting={loading}
        onSubmit={submit}
        onCancel={onClose}
        initial={{
          name: a.name, address: a.address, englishName: a.englishName, englishAddress: a.englishAddress,
          country: a.country, mobile: a.mobile, academyType: a.academyType, language: a.language,
          numberOfStudents: a.numberOfStudents, email: a.email,
        }}
        currentImages={{
          logo: a.logoUrl, calligraphy: a.calligraphyUrl, academyPhoto: a.academyPhotoUrl, studentDefaultPhoto: a.studentDefaultPhotoUrl,
        }}
      />
    </Modal>
  );
}
