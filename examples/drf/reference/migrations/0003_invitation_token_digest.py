# Invitation links' tokens are stored as their SHA-256 only (a database read yields no working link).
# Pending invitations made before this migration keep no usable token: resend them.

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('reference', '0002_invitation'),
    ]

    operations = [
        migrations.RemoveField(model_name='invitation', name='token'),
        migrations.AddField(
            model_name='invitation',
            name='token_digest',
            field=models.CharField(max_length=64, unique=True, default=''),
            preserve_default=False,
        ),
    ]
