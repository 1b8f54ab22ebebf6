// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Pays an order: moves exactly the amount from the payer to the receiver and records the order.
/// @notice The payer approves exactly `amount` to this contract, then calls `pay`; the allowance is back
/// to zero afterwards. The backend matches `Paid` to the order by `orderRef` (keccak256 of the order id).
contract NadiPayment {
    address public immutable receiver;
    /// Order references already paid: a reference is paid once, so a payment whose hash the app lost
    /// (a reload at the wrong moment) can never be sent a second time.
    mapping(bytes32 => bool) public paid;

    event Paid(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount);

    constructor(address receiver_) {
        require(receiver_ != address(0), "NadiPayment: no receiver");
        receiver = receiver_;
    }

    function pay(bytes32 orderRef, address token, uint256 amount) external {
        require(!paid[orderRef], "NadiPayment: order already paid");
        paid[orderRef] = true;
        require(token != address(0), "NadiPayment: no token");
        require(amount > 0, "NadiPayment: zero amount");
        require(IERC20(token).transferFrom(msg.sender, receiver, amount), "NadiPayment: transfer failed");
        emit Paid(orderRef, msg.sender, token, amount);
    }

    function payNative(bytes32 orderRef) external payable {
        require(!paid[orderRef], "NadiPayment: order already paid");
        paid[orderRef] = true;
        require(msg.value > 0, "NadiPayment: zero amount");
        (bool sent, ) = receiver.call{value: msg.value}("");
        require(sent, "NadiPayment: native transfer failed");
        emit Paid(orderRef, msg.sender, address(0), msg.value);
    }
}
