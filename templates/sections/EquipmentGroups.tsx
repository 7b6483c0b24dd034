import type { Equipment, EquipmentItem } from '../../model/offers.js';
import { equipmentButton, equipmentPriceLabel } from '../cartProducts.js';
import { Island } from '../Island.js';
import { Badge } from '../ui/Badge.js';
import { CheckList } from '../ui/CheckList.js';
import { Icon } from '../ui/Icon.js';

/** The label beside an item's name: its own badge, or « Inclus » for included items. */
function badgeOf(item: EquipmentItem): string | undefined {
  return item.badge ?? (item.included ? 'Inclus' : undefined);
}

/** Equipment of the home page by group (office, cordless, headsets), each item with add-to-cart, rented monthly. */
export function EquipmentGroups({ equipment, productName }: { equipment: Equipment; productName: string }) {
  return (
    <div className="equipment-groups">
      {equipment.groups.map((group) => (
        <div key={group.title} className="equipment-group">
          <h3 className="equipment-group-title">
            <Icon name={group.icon} size={20} />
            {group.title}
          </h3>
          <ul className="grid grid-3">
            {group.items.map((item) => (
              <li key={item.id} className={`card equipment-card${item.highlight ? ' plan-card-highlight' : ''}`}>
                <div className="plan-card-head">
                  <h4>{item.name}</h4>
                  {badgeOf(item) && <Badge tone="success">{badgeOf(item)}</Badge>}
                </div>
                <p>{item.type}</p>
                <CheckList items={item.features} compact />
                <p className="price price-small">
                  <strong>{equipmentPriceLabel(item)}</strong>
                </p>
                {!item.included && <p className="price-terms">{equipment.rentalNote}</p>}
                <Island name="AddToCartButton" props={{ ...equipmentButton(item, productName), variant: 'outline' }} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
